export type ImageFormat = 'webp' | 'png';

export interface ResizedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** Lossy WebP at this quality: an illustration stays crisp and a card image stays a few KB. */
const WEBP_QUALITY = 82;

let webpEncoder: Promise<typeof import('@jsquash/webp/encode').default> | undefined;

/** libwebp (jSquash) for WebP: Photon's own WebP encoder is lossless only, three to five times larger. */
function loadWebpEncoder() {
  webpEncoder ??= (async () => {
    const [{ default: encode, init }, { default: wasm }] = await Promise.all([import('@jsquash/webp/encode'), import('@jsquash/webp/codec/enc/webp_enc_simd.wasm')]);
    await init(wasm as WebAssembly.Module);
    return encode;
  })();
  return webpEncoder;
}

/**
 * Scales a stored PNG master down to `width` (never up) with Photon (Rust compiled to
 * WebAssembly) and encodes it as WebP (libwebp) or PNG (Photon). The wasm memory of Photon's
 * images is freed here: its objects are not garbage collected. Both libraries load on first use:
 * the build's static generation step evaluates the server bundle in Node, which cannot load
 * workerd's wasm modules.
 */
export async function resizeImage(master: Uint8Array, width: number, format: ImageFormat): Promise<ResizedImage> {
  const { PhotonImage, resize, SamplingFilter } = await import('@cf-wasm/photon/workerd');
  const source = PhotonImage.new_from_byteslice(master);
  let target: InstanceType<typeof PhotonImage> | undefined;
  try {
    const scale = Math.min(1, width / source.get_width());
    const image = scale < 1 ? (target = resize(source, Math.round(source.get_width() * scale), Math.max(1, Math.round(source.get_height() * scale)), SamplingFilter.Lanczos3)) : source;
    const size = { width: image.get_width(), height: image.get_height() };
    if (format === 'png') return { bytes: image.get_bytes(), ...size };
    const pixels = new Uint8ClampedArray(image.get_raw_pixels().buffer.slice(0) as ArrayBuffer);
    const encode = await loadWebpEncoder();
    return { bytes: new Uint8Array(await encode({ data: pixels, ...size, colorSpace: 'srgb' } as ImageData, { quality: WEBP_QUALITY })), ...size };
  } finally {
    target?.free();
    source.free();
  }
}
