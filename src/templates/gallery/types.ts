import type { DataRecord, Template } from '../types';

/** One built-in template in the gallery, with rows of sample data to preview and batch with. */
export interface GalleryEntry {
  /** Stable id, e.g. 'invoice'. */
  id: string;
  name: string;
  /** One sentence for the gallery card. */
  description: string;
  template: Template;
  /** Every value a string, as pdfme wants; tables are JSON strings of string[][]. */
  sampleRecords: DataRecord[];
}
