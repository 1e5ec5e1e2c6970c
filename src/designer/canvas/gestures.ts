/** Pointer gestures on the canvas, one file each; see gestures/shared.ts for what they have in common. */
export { startFieldPress } from './gestures/moveGesture';
export { startResize } from './gestures/resizeGesture';
export { startRotate } from './gestures/rotateGesture';
export { startMarquee } from './gestures/marqueeGesture';
