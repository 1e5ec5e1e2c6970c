/**
 * Properties of the selection. Every edit is one command (one undo entry); text boxes commit on blur or Enter.
 * With several fields selected, shared properties edit all of them; differing values show as "Mixed".
 */
import type { ReactNode } from 'react';
import { findFieldType, isBarcodeType } from '../../templates/fieldTypes';
import { ContentEditor } from './properties/ContentEditor';
import { DecorEditor } from './properties/DecorEditor';
import { FormatEditor } from './properties/FormatEditor';
import { GeometryEditor } from './properties/GeometryEditor';
import { IdentityEditor } from './properties/IdentityEditor';
import { MediaEditor } from './properties/MediaEditor';
import { shared, useSelectedFields } from './properties/selection';
import { TableEditor } from './properties/TableEditor';
import { TextStyleEditor } from './properties/TextStyleEditor';
import './panels.css';

const FULL_TEXT = new Set(['text', 'multiVariableText', 'select', 'list']);
const DATES = new Set(['date', 'time', 'dateTime']);
/** Fixed artwork: nothing to fill in. */
const NO_CONTENT = new Set(['line', 'rectangle', 'ellipse']);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="prop-section" role="group" aria-label={title}>
      <h3 className="panel__subtitle">{title}</h3>
      {children}
    </div>
  );
}

export function PropertiesPanel() {
  const fields = useSelectedFields();
  const type = shared(fields, (f) => f.type);
  const label = type ? (findFieldType(type)?.label ?? type) : 'Mixed types';

  return (
    <section className="panel properties" aria-labelledby="properties-title">
      <h2 id="properties-title" className="panel__title">
        Properties
      </h2>
      {fields.length === 0 ? (
        <p className="panel__empty">Select a field on the page to edit it.</p>
      ) : (
        <>
          <p className="panel__note">{fields.length === 1 ? `${label} · ${fields[0].name}` : `${fields.length} fields · ${label}`}</p>
          <Section title="Field">
            <IdentityEditor fields={fields} />
          </Section>
          <Section title="Position and size">
            <GeometryEditor fields={fields} />
          </Section>
          {type && (
            <>
              {!NO_CONTENT.has(type) && (
                <Section title="Content">
                  <ContentEditor fields={fields} />
                  <MediaEditor fields={fields} />
                </Section>
              )}
              {type === 'text' && fields.every((f) => !f.readOnly) && (
                <Section title="Value format">
                  <FormatEditor fields={fields} />
                </Section>
              )}
              {(FULL_TEXT.has(type) || DATES.has(type)) && (
                <Section title="Text style">
                  <TextStyleEditor fields={fields} full={FULL_TEXT.has(type)} />
                </Section>
              )}
              {type === 'table' && (
                <Section title="Table">
                  <TableEditor fields={fields} />
                </Section>
              )}
              {(isBarcodeType(type) || ['rectangle', 'ellipse', 'line', 'checkbox', 'radioGroup', 'circleMark'].includes(type)) && (
                <Section title="Appearance">
                  <DecorEditor fields={fields} />
                </Section>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
