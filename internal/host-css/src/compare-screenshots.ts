import { PNG } from 'pngjs';

/** How many pixels of two PNG screenshots differ; every pixel when their sizes do. */
export function countDifferentPixels(expected: Buffer, actual: Buffer): number {
  const [a, b] = [PNG.sync.read(expected), PNG.sync.read(actual)];
  if (a.width !== b.width || a.height !== b.height)
    return Math.max(a.data.length, b.data.length) / 4;
  let different = 0;
  for (let offset = 0; offset < a.data.length; offset += 4) {
    if (a.data.readUInt32BE(offset) !== b.data.readUInt32BE(offset)) different += 1;
  }
  return different;
}
