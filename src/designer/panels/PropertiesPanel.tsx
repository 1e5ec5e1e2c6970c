/**
 * Properties of the selection. Every edit is one command (one undo entry); text boxes commit on blur or Enter.
 * With several fields selected, shared properties edit all of them; differing values show as "Mixed".
 * Which sections a field has comes from its kind: the catalogue's traits (value format, text style) and its designer
 * entry (content, table, appearance editors).
 */
import type { ReactNode } from 'react';
import { findFieldType } from '../../templates/fieldTypes';
import { designerKindOf } from '../fieldKinds/registry';
import { FormatEditor } from './properties/FormatEditor';
import { GeometryEditor } from './properties/GeometryEditor';
import { AccessibilityEditor } from './properties/AccessibilityEditor';
import { ConditionEditor } from './properties/ConditionEditor';
import { IdentityEditor } from './properties/IdentityEditor';
import { shared, useSelectedFields } from '../ui/selection';
import { TextStyleEditor } from './properties/TextStyleEditor';
import '../ui/panels.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="prop-section" role="group" aria-label={title}>
      <h3 className="panel__subtitle">{title}</h3>
      {children}
    </div>
  );
}

function KindSections({ type, fields }: { type: string; fields: ReturnType<typeof useSelectedFields> }) {
  const traits = findFieldType(type);
  const { Content, sections = [], Appearance } = designerKindOf(type);
  return (
    <>
      {Content && (
        <Section title="Content">
          <Content fields={fields} />
        </Section>
      )}
      {traits?.valueFormat && fields.every((f) => !f.readOnly) && (
        <Section title="Value format">
          <FormatEditor fields={fields} />
        </Section>
      )}
      {traits?.textStyle && (
        <Section title="Text style">
          <TextStyleEditor fields={fields} full={traits.textStyle === 'full'} />
        </Section>
      )}
      {sections.map(({ title, Editor }) => (
        <Section key={title} title={title}>
          <Editor fields={fields} />
        </Section>
      ))}
      {Appearance && (
        <Section title="Appearance">
          <Appearance fields={fields} />
        </Section>
      )}
      {traits?.hasContent && (
        <Section title="Condition">
          <ConditionEditor fields={fields} />
        </Section>
      )}
      <Section title="Accessibility">
        <AccessibilityEditor fields={fields} />
      </Section>
    </>
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
          {type && <KindSections type={type} fields={fields} />}
        </>
      )}
    </section>
  );
}
