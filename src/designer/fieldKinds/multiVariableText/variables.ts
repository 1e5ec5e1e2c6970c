/** Multi-variable text: the {names} in its wording become data columns. Pure. */

/** The {variable} names in a multi-variable text, in order of first use. */
export function variablesOf(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/\{([^{}]+)\}/g)) {
    const name = match[1].trim();
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}
