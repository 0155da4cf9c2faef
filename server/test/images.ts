import sharp from "sharp";

export type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

/** A small real image in the given format, drawn by sharp (no binary fixtures in the repository). */
export async function makeImage(format: ImageFormat, { width = 64, height = 48 }: { width?: number; height?: number } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying EXIF GPS coordinates (as a phone writes them). */
export async function makeJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Leaky 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 42/1 46/1", GPSLongitudeRef: "W", GPSLongitude: "74/1 0/1 21/1" },
    })
    .toBuffer();
}

/** A minimal ZIP archive (one stored file), for JPEG/ZIP polyglots. */
export function makeZip(): Buffer {
  const name = Buffer.from("shell.php");
  const content = Buffer.from("<?php echo 'pwned'; ?>");
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(name.length, 28);
  const localPart = Buffer.concat([local, name, content]);
  const centralPart = Buffer.concat([central, name]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}
