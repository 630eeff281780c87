// Minimal Ogg page surgery for seamless Opus loops. We encode the loop with a little of
// its own end before it and of its own start after it, so the encoder sees continuous
// music across the seam, then tell decoders to drop those extra samples: the pre-skip
// field of the OpusHead (start) and the granule position of the last page (end).

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let k = 0; k < 8; k++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** The Ogg page checksum (CRC-32, polynomial 0x04c11db7, no reflection). */
export function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const b of bytes) crc = ((crc << 8) ^ (crcTable[((crc >>> 24) ^ b) & 0xff] ?? 0)) >>> 0;
  return crc;
}

export type OggPage = {
  offset: number;
  length: number;
  headerType: number;
  granule: bigint;
  bodyOffset: number;
};

export function oggPages(bytes: Uint8Array): OggPage[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pages: OggPage[] = [];
  let offset = 0;
  while (offset + 27 <= bytes.length) {
    if (view.getUint32(offset) !== 0x4f676753) throw new Error(`No Ogg page at byte ${offset}`);
    const segments = view.getUint8(offset + 26);
    let bodyLength = 0;
    for (let i = 0; i < segments; i++) bodyLength += view.getUint8(offset + 27 + i);
    const bodyOffset = offset + 27 + segments;
    pages.push({
      offset,
      length: bodyOffset + bodyLength - offset,
      headerType: view.getUint8(offset + 5),
      granule: view.getBigInt64(offset + 6, true),
      bodyOffset,
    });
    offset = bodyOffset + bodyLength;
  }
  return pages;
}

function rewriteCrc(out: Uint8Array, page: OggPage): void {
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  view.setUint32(page.offset + 22, 0, true);
  view.setUint32(page.offset + 22, oggCrc(out.subarray(page.offset, page.offset + page.length)), true);
}

export function opusPreSkip(bytes: Uint8Array): number {
  const first = oggPages(bytes)[0];
  if (!first) throw new Error('Empty Ogg stream');
  return new DataView(bytes.buffer, bytes.byteOffset).getUint16(first.bodyOffset + 10, true);
}

/** Copy of an Ogg Opus stream with a new pre-skip and a new final granule position. */
export function trimOggOpus(bytes: Uint8Array, preSkip: number, endGranule: bigint): Uint8Array {
  const out = Uint8Array.from(bytes);
  const view = new DataView(out.buffer);
  const pages = oggPages(out);
  const first = pages[0];
  const last = pages[pages.length - 1];
  const beforeLast = pages[pages.length - 2];
  if (!first || !last || !beforeLast) throw new Error('Ogg Opus stream too short');
  if (preSkip > 0xffff) throw new Error(`Pre-skip ${preSkip} does not fit 16 bits`);
  // The end trim may only cut into the last page's own audio.
  if (endGranule <= beforeLast.granule || endGranule > last.granule) {
    throw new Error(
      `End granule ${endGranule} outside the last page (${beforeLast.granule}–${last.granule}]`,
    );
  }
  view.setUint16(first.bodyOffset + 10, preSkip, true);
  rewriteCrc(out, first);
  view.setBigInt64(last.offset + 6, endGranule, true);
  rewriteCrc(out, last);
  return out;
}
