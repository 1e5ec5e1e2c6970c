/** Page sizes as the panels need them (mm): the canvas's own measure, so panels and canvas always agree. */
export { pageSizeMm } from '../canvas/pageSize';
