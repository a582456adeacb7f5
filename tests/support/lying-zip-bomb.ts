/**
 * A ZIP "bomb" that lies about its size, built for the spreadsheet import tests: one entry named
 * like an .xlsx worksheet holding a deflate stream of `inflatedBytes` zeros (about a thousandth
 * of that on the wire), while its local header and the central directory both claim
 * `claimedBytes`. The zeros are streamed through the compressor, never held whole.
 */
export async function lyingZipBomb(inflatedBytes: number, claimedBytes = 5 * 1024): Promise<Uint8Array<ArrayBuffer>> {
  const zeros = new Uint8Array(1024 * 1024);
  let left = inflatedBytes;
  const source = new ReadableStream<BufferSource>({
    pull(controller) {
      if (left <= 0) return controller.close();
      const size = Math.min(left, zeros.length);
      controller.enqueue(zeros.subarray(0, size));
      left -= size;
    },
  });
  const data = new Uint8Array(await new Response(source.pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
  const name = new TextEncoder().encode('xl/worksheets/sheet1.xml');

  const local = new Uint8Array(30 + name.length);
  const localView = new DataView(local.buffer);
  localView.setUint32(0, 0x04034b50, true);
  localView.setUint16(4, 20, true); // version needed
  localView.setUint16(8, 8, true); // deflate
  localView.setUint32(18, data.length, true);
  localView.setUint32(22, claimedBytes, true); // the lie
  localView.setUint16(26, name.length, true);
  local.set(name, 30);

  const central = new Uint8Array(46 + name.length);
  const centralView = new DataView(central.buffer);
  centralView.setUint32(0, 0x02014b50, true);
  centralView.setUint16(4, 20, true);
  centralView.setUint16(6, 20, true);
  centralView.setUint16(10, 8, true);
  centralView.setUint32(20, data.length, true);
  centralView.setUint32(24, claimedBytes, true); // the same lie
  centralView.setUint16(28, name.length, true);
  central.set(name, 46);

  const end = new Uint8Array(22);
  const endView = new DataView(end.buffer);
  endView.setUint32(0, 0x06054b50, true);
  endView.setUint16(8, 1, true);
  endView.setUint16(10, 1, true);
  endView.setUint32(12, central.length, true);
  endView.setUint32(16, local.length + data.length, true);

  const zip = new Uint8Array(local.length + data.length + central.length + end.length);
  let at = 0;
  for (const part of [local, data, central, end]) {
    zip.set(part, at);
    at += part.length;
  }
  return zip;
}
