/** Every document command. Each file holds one pure recipe; run them with designer.run(command, args). */
export type { Command } from './command';
export { defineCommand } from './command';
