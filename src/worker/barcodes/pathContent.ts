/**
 * A barcode's vector path (device pixels, y down: vectorDrawing.ts) as PDF path operators in its form's space (y up).
 * A QR symbol's modules are a few hundred rectangles, and each was a pdf-lib operator holding four PDFNumbers, made
 * for every record and walked again when its stream was written (issue #23: a barcode was a tenth of a merged
 * invoice's time, and its operators the largest single source of its garbage). The bars are written as content text
 * instead, character for character what those operators write (pathContent.test.ts compares the two).
 */
import {
  appendBezierCurve,
  closePath,
  lineTo,
  moveTo,
  rectangle,
  type PDFOperator,
} from '@pdfme/pdf-lib';
import { operandString as operand } from '../pdf/operands';
import type { PathOp } from './vectorDrawing';

/** `path` as pdf-lib operators, `height` turning its y-axis up. */
export function pathOperators(path: PathOp[], height: number): PDFOperator[] {
  const y = (deviceY: number): number => height - deviceY;
  return path.map((op) => {
    switch (op[0]) {
      case 'M':
        return moveTo(op[1], y(op[2]));
      case 'L':
        return lineTo(op[1], y(op[2]));
      case 'C':
        return appendBezierCurve(op[1], y(op[2]), op[3], y(op[4]), op[5], y(op[6]));
      case 'Z':
        return closePath();
      case 'R':
        return rectangle(op[1], y(op[2] + op[4]), op[3], op[4]);
    }
  });
}

/** `path` as content-stream text: the lines pathOperators' operators write, one per operator. */
export function pathContent(path: PathOp[], height: number): string {
  const y = (deviceY: number): string => operand(height - deviceY);
  const lines: string[] = new Array(path.length);
  for (let index = 0; index < path.length; index += 1) {
    const op = path[index];
    switch (op[0]) {
      case 'M':
        lines[index] = `${operand(op[1])} ${y(op[2])} m`;
        break;
      case 'L':
        lines[index] = `${operand(op[1])} ${y(op[2])} l`;
        break;
      case 'C':
        lines[index] = `${operand(op[1])} ${y(op[2])} ${operand(op[3])} ${y(op[4])} ${operand(op[5])} ${y(op[6])} c`;
        break;
      case 'Z':
        lines[index] = 'h';
        break;
      case 'R':
        lines[index] = `${operand(op[1])} ${y(op[2] + op[4])} ${operand(op[3])} ${operand(op[4])} re`;
        break;
    }
  }
  return lines.join('\n');
}
