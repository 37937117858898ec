/** The live feature's public module: what other features may import from it. */
export { type LiveNotice, type LiveStream, type StreamViewer, sseFrame } from './live-stream.ts';
