import { crc32 } from 'node:zlib';
import { zipFiles } from './zip-file';

/** Reads an archive back by its central directory, as unzip does: names, sizes, offsets and checksums. */
function unzip(zip: Buffer): Record<string, string> {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    expect(crc32(data)).toBe(crc);
    out[name] = data.toString('utf8');
    at += 46 + nameLength;
  }
  return out;
}

describe('zipFiles', () => {
  it('writes an archive whose directory, checksums and contents read back', () => {
    const files = [
      { name: 'round-1/table-1.json', text: '{"a":1}' },
      { name: 'round-1/täble-2.json', text: 'x'.repeat(1000) },
    ];
    expect(unzip(zipFiles(files))).toEqual(Object.fromEntries(files.map((f) => [f.name, f.text])));
  });
});
