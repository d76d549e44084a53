/**
 * @module `node scripts/demo-images.ts`: the demo CMS's raster images, as a clinic's WordPress serves
 * its uploads. Each drawing under public/uploads (an SVG, the source) becomes a WebP at its own size
 * (`name.webp`, the "full" upload) and one WebP for each of WordPress's proportional sizes narrower
 * than it (`name-300x158.webp`: medium 300, medium_large 768, large 1024, 1536, 2048), the files a
 * `srcset` names (shared/lib/image-variants.ts). WordPress's cropped 150×150 thumbnail is in no
 * srcset and is not made. The set is committed; run this again after changing a drawing. It uses
 * sharp (libvips, which renders SVG), installed with miniflare.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { standardWidths, variantHeight } from "../shared/lib/image-variants.ts";

const uploads = path.resolve(import.meta.dirname, "../public/uploads");
/** WebP quality: photographs and drawings alike stay clean at this, at a fraction of PNG's bytes. */
const quality = 80;

/** Every SVG under `dir`, recursively. */
async function drawings(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await drawings(full)));
    else if (entry.name.endsWith(".svg")) found.push(full);
  }
  return found.sort();
}

/** The drawing's own size, from its `width` and `height` attributes. */
function sizeOf(svg: string, file: string): { width: number; height: number } {
  const width = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1]);
  const height = Number(/<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1]);
  if (!(width > 0 && height > 0)) throw new Error(`${file}: no width and height on <svg>`);
  return { width, height };
}

let written = 0;
for (const file of await drawings(uploads)) {
  const svg = await readFile(file, "utf8");
  const { width, height } = sizeOf(svg, file);
  const base = file.replace(/\.svg$/, "");
  const sizes = [
    { out: `${base}.webp`, width, height },
    ...standardWidths
      .filter((w) => w < width)
      .map((w) => ({ out: `${base}-${w}x${variantHeight(w, width, height)}.webp`, width: w, height: 0 })),
  ];
  for (const size of sizes) {
    const h = size.height || variantHeight(size.width, width, height);
    // Rendered at the size itself (not scaled down from a bitmap): each is as sharp as it can be.
    await sharp(Buffer.from(svg), { density: (72 * size.width) / width })
      .resize(size.width, h, { fit: "fill" })
      .webp({ quality })
      .toFile(size.out);
    written++;
  }
}
const bytes = (await readdir(uploads, { recursive: true }))
  .filter((f) => f.endsWith(".webp"))
  .map((f) => stat(path.join(uploads, f)).then((s) => s.size));
const total = (await Promise.all(bytes)).reduce((sum, n) => sum + n, 0);
console.log(`${written} WebP files written under public/uploads (${Math.round(total / 1024)} KiB in all)`);
