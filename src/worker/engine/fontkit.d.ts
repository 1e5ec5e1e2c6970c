// fontkit 2 ships no types; pdf-lib only needs `create`.
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): unknown;
}
