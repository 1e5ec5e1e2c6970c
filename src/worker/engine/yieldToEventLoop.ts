/**
 * Lets queued messages in (a cancel, a progress answer) during a long render loop: pdf-lib and pdfme only await
 * promises, which never give the event loop a turn.
 * Browsers: a MessageChannel round (setTimeout is clamped to 4 ms when nested; messages are served in order, so the
 * ones already waiting go first). Node: setImmediate — a MessagePort there drains its own queue before others, so a
 * channel posting to itself would starve the port carrying the answers.
 */
let channel: MessageChannel | undefined;
const waiting: (() => void)[] = [];

export function yieldToEventLoop(): Promise<void> {
  if (typeof setImmediate === 'function') return new Promise((resolve) => setImmediate(resolve));
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel!.port2.postMessage(null);
  });
}
