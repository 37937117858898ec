/** The live feature's public module: what other features may import from it. */
export { type FrameOf, type LiveChange, type LiveStream, type SubjectViewer, sseFrame } from './live-stream.ts';
