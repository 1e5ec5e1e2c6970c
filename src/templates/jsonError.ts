/**
 * Finds where JSON text first goes wrong, and why. JSON.parse's messages differ by engine and Node 20's no longer
 * carry a position at all ("Unexpected token '{', ..."basePdf" {}" is not valid JSON"), so a user opening a
 * hand-edited template would get no line number; this small scanner follows RFC 8259 only to locate the error.
 */

export interface JsonSyntaxError {
  /** Character offset of the first offending character (text.length when the text ends too early). */
  offset: number;
  reason: string;
}

/** The first syntax error in text, or null when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  let i = 0;
  const fail = (reason: string, at = i): never => {
    throw { offset: at, reason } satisfies JsonSyntaxError;
  };
  const describe = (at: number) => (at >= text.length ? 'the file ends too early' : `unexpected ${JSON.stringify(text[at])}`);
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const expect = (char: string, what: string) => {
    space();
    if (text[i] !== char) fail(`${describe(i)}, expected ${what}`);
    i++;
  };

  const string = () => {
    i++; // opening quote
    while (i < text.length) {
      const char = text[i];
      if (char === '"') {
        i++;
        return;
      }
      if (char === '\\') {
        const next = text[i + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail('invalid \\u escape in a string');
          i += 6;
        } else if (next !== undefined && '"\\/bfnrt'.includes(next)) i += 2;
        else fail('invalid escape in a string (a backslash must be doubled)');
      } else if (char < ' ') {
        fail(char === '\n' ? 'a string runs past the end of the line (missing closing quote?)' : 'a control character inside a string');
      } else i++;
    }
    fail('the file ends inside a string (missing closing quote?)');
  };

  const value = (): void => {
    space();
    const char = text[i];
    if (char === '{') {
      i++;
      space();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        space();
        if (text[i] !== '"') fail(`${describe(i)}, expected a property name in double quotes`);
        string();
        expect(':', 'a colon after the property name');
        value();
        space();
        if (text[i] === ',') {
          i++;
          space();
          if (text[i] === '}') fail('a trailing comma before “}”');
          continue;
        }
        if (text[i] === '}') {
          i++;
          return;
        }
        fail(`${describe(i)}, expected “,” or “}”`);
      }
    }
    if (char === '[') {
      i++;
      space();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (;;) {
        value();
        space();
        if (text[i] === ',') {
          i++;
          space();
          if (text[i] === ']') fail('a trailing comma before “]”');
          continue;
        }
        if (text[i] === ']') {
          i++;
          return;
        }
        fail(`${describe(i)}, expected “,” or “]”`);
      }
    }
    if (char === '"') return string();
    const number = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (number && number[0] !== '-') {
      i += number[0].length;
      return;
    }
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    fail(`${describe(i)}, expected a value`);
  };

  try {
    value();
    space();
    if (i < text.length) fail(`${describe(i)} after the end of the JSON value`);
    return null;
  } catch (caught) {
    if (caught && typeof caught === 'object' && 'offset' in caught) return caught as JsonSyntaxError;
    throw caught;
  }
}
