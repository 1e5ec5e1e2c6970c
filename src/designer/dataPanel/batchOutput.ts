/**
 * Where a batch's streamed bytes go: a Blob downloaded at the end, one file in a folder the user picked, or — for a
 * ZIP stream into a folder — each PDF written as its own file as it arrives (fflate's streaming Unzip), so thousands
 * of PDFs never sit in memory at once.
 */
import { Unzip, UnzipInflate } from 'fflate';

export interface OutputTarget {
  write(chunk: Uint8Array, last: boolean): void;
  /**
   * Resolves when everything is written; returns a description of where it went. `offer`: a download is only
   * offered (a link), not started — the partial output of a cancelled batch, which the user may or may not want.
   */
  finish(offer?: 'offer'): Promise<{ savedAs: string; url?: string }>;
  abort(): void;
}

/** Gathers the output in memory and offers it as a download named `name`. */
export function downloadTarget(name: string, type: string): OutputTarget {
  const parts: BlobPart[] = [];
  let aborted = false;
  return {
    write: (chunk) => {
      if (!aborted) parts.push(chunk as Uint8Array<ArrayBuffer>);
    },
    async finish(offer) {
      const url = URL.createObjectURL(new Blob(parts, { type }));
      if (offer) return { savedAs: '', url };
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      return { savedAs: name, url };
    },
    abort: () => {
      aborted = true;
      parts.length = 0;
    },
  };
}

type DirectoryHandle = FileSystemDirectoryHandle & { name: string };

/** Folder output is possible only where the File System Access API exists (Chrome, Edge). */
export const canPickFolder = () => typeof window !== 'undefined' && 'showDirectoryPicker' in window;

/** Asks for a folder; must be called directly from the click (browsers demand a user gesture). */
export async function pickFolder(): Promise<DirectoryHandle | null> {
  try {
    const picker = (window as unknown as { showDirectoryPicker(o: object): Promise<DirectoryHandle> }).showDirectoryPicker;
    return await picker({ mode: 'readwrite', id: 'platen-batch' });
  } catch {
    return null; // the user closed the picker
  }
}

/** Writes chunks to one file, in order, however fast they arrive. */
function fileWriter(folder: DirectoryHandle, name: string) {
  let chain: Promise<FileSystemWritableFileStream> = folder.getFileHandle(name, { create: true }).then((handle) => handle.createWritable());
  return {
    write(chunk: Uint8Array) {
      chain = chain.then(async (stream) => {
        await stream.write(chunk as Uint8Array<ArrayBuffer>);
        return stream;
      });
    },
    close: () => chain.then((stream) => stream.close()),
    abort: () => chain.then((stream) => stream.abort()).catch(() => undefined),
  };
}

/** The whole output (a merged PDF or a ZIP) as one file in the folder. */
export function folderFileTarget(folder: DirectoryHandle, name: string): OutputTarget {
  const file = fileWriter(folder, name);
  return {
    write: (chunk) => file.write(chunk),
    async finish() {
      await file.close();
      return { savedAs: `${folder.name}/${name}` };
    },
    abort: () => void file.abort(),
  };
}

/** A ZIP stream unpacked into the folder: one PDF file per entry. */
export function folderUnzipTarget(folder: DirectoryHandle): OutputTarget {
  const pending: Promise<void>[] = [];
  const open: ReturnType<typeof fileWriter>[] = [];
  let count = 0;
  const unzip = new Unzip((entry) => {
    const name = entry.name.split('/').pop() ?? entry.name;
    const file = fileWriter(folder, name);
    open.push(file);
    count++;
    entry.ondata = (error, data, final) => {
      if (error) return;
      if (data.length > 0) file.write(data.slice());
      if (final) pending.push(file.close());
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  return {
    write: (chunk, last) => unzip.push(chunk, last),
    async finish() {
      await Promise.all(pending);
      return { savedAs: `${count} PDFs in folder “${folder.name}”` };
    },
    abort: () => {
      for (const file of open) void file.abort();
    },
  };
}
