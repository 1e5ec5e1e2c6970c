/** Text direction (field.platenDirection, src/templates/textDirection): auto, ltr or rtl; anything else is named. */
import type { Problem } from '../types';
import { TEXT_DIRECTIONS } from '../textDirection';
import { type FieldPlace, error } from './place';

export function checkDirections(places: FieldPlace[], problems: Problem[]): void {
  for (const { field, path, where } of places) {
    const direction = field.platenDirection;
    if (direction === undefined || TEXT_DIRECTIONS.includes(direction as never)) continue;
    problems.push(error([...path, 'platenDirection'], `${where}: the text direction must be auto, ltr or rtl, not ${JSON.stringify(direction)}.`));
  }
}
