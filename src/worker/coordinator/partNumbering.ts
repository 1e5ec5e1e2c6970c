/**
 * One part's objects numbered for the merged file (mergedPdfWriter.ts): its streams first, each after the streams it
 * names, so that a stream an earlier part wrote — the logo, a cell's form, a compiled page's form — is found in
 * RepeatedStreams and referred to again; then every other object it keeps. Lives as long as one addPart call.
 */
import { PART_OBJECT, PART_OBJECT_FIELDS, REFERENCE_MARK, type PartObjects } from '../engine/partObjects';
import type { RepeatedStreams } from './repeatedStreams';

/** A stream as the merged file writes it: its dictionary as text (references renumbered) and its bytes. */
export interface PlacedStream {
  head: string;
  contents: Uint8Array;
}

/** A number being given to a stream (the streams it names come first); 0 is a number not given yet. */
const PLACING = -1;

export class PartNumbering {
  /** objects' indexes in the part by their numbers in the part */
  private readonly indexes = new Map<number, number>();
  /** the merged file's numbers, by index */
  private readonly numbers: Int32Array;
  /** streams this part writes, by index: as placed, or null for one written as it is */
  private readonly streams = new Map<number, PlacedStream | null>();
  readonly count: number;

  /** `take` hands out the merged file's next object number. */
  constructor(
    private readonly part: PartObjects,
    private readonly repeated: RepeatedStreams,
    private readonly take: () => number,
  ) {
    this.count = part.objects.length / PART_OBJECT_FIELDS;
    this.numbers = new Int32Array(this.count);
    for (let index = 0; index < this.count; index += 1) this.indexes.set(this.field(index, 0), index);
    for (let index = 0; index < this.count; index += 1) if (this.kindOf(index) === PART_OBJECT.stream) this.placeStream(index);
    for (let index = 0; index < this.count; index += 1) if (this.numbers[index] === 0) this.numbers[index] = take();
  }

  kindOf(index: number): number {
    return this.field(index, 1);
  }

  /** The merged file's number of the object at `index`. */
  numberAt(index: number): number {
    return this.numbers[index];
  }

  /** The merged file's number of the part's object `number`. */
  numberOf(number: number): number {
    return this.numbers[this.indexes.get(number)!];
  }

  /** The object's text with the merged file's numbers. */
  textAt(index: number): string {
    return this.markedTextAt(index).replace(REFERENCE_MARK, (_, number: string) => {
      const named = this.indexes.get(Number(number));
      return named === undefined ? 'null' : `${this.numbers[named]} 0 R`;
    });
  }

  /** What to write for a stream: its placed parts, or undefined when an earlier part (or this one) already wrote it. */
  streamToWrite(index: number): PlacedStream | undefined {
    if (!this.streams.has(index)) return undefined;
    return this.streams.get(index) ?? { head: this.textAt(index), contents: this.contentsAt(index) };
  }

  /** The object's text as the part has it, references marked with the part's numbers. */
  private markedTextAt(index: number): string {
    return this.part.text.slice(index === 0 ? 0 : this.field(index - 1, 2), this.field(index, 2));
  }

  private field(index: number, field: number): number {
    return this.part.objects[index * PART_OBJECT_FIELDS + field];
  }

  private contentsAt(index: number): Uint8Array {
    const start = index === 0 ? 0 : this.field(index - 1, 3);
    return this.part.contents.subarray(start, this.field(index, 3));
  }

  /**
   * Numbers a stream, the streams it names first (before it), so that one an earlier part wrote is found and not
   * written again. One that names anything else — an object numbered later, whose number differs from part to part,
   * or a stream of a cycle still being placed — is written as it is.
   */
  private placeStream(index: number): void {
    const { numbers } = this;
    if (numbers[index] !== 0) return;
    numbers[index] = PLACING;
    let namesOnlyNumberedStreams = true;
    for (const [, number] of this.markedTextAt(index).matchAll(REFERENCE_MARK)) {
      const named = this.indexes.get(Number(number));
      if (named !== undefined && this.kindOf(named) === PART_OBJECT.stream) this.placeStream(named);
      // only streams have numbers yet; PLACING is one of a cycle, still being placed
      if (named === undefined || numbers[named] <= 0) namesOnlyNumberedStreams = false;
    }
    if (!namesOnlyNumberedStreams) {
      numbers[index] = this.take();
      this.streams.set(index, null);
      return;
    }
    const head = this.textAt(index);
    const contents = this.contentsAt(index);
    const { number, known } = this.repeated.numberFor(head, contents, this.take);
    numbers[index] = number;
    if (!known) this.streams.set(index, { head, contents });
  }
}
