import { getDocument, OPS, VerbosityLevel } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Tests: the text of every page of a PDF, read with Mozilla's pdf.js, pages joined by newlines. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: VerbosityLevel.ERRORS }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
  }
  await document.destroy();
  return pages.join("\n");
}

/** Tests: the files attached to a PDF (a signed proposal carries its original), by file name, read with pdf.js. */
export async function pdfAttachments(pdf: Buffer | Uint8Array): Promise<Record<string, Uint8Array>> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: VerbosityLevel.ERRORS }).promise;
  const found = ((await document.getAttachments()) ?? {}) as Record<string, { filename: string; content: Uint8Array }>;
  await document.destroy();
  return Object.fromEntries(Object.values(found).map((file) => [file.filename, file.content]));
}

/** Tests: how many images each page of a PDF paints (pdf.js's operator list: image XObjects, inline images included). */
export async function pdfImagesPerPage(pdf: Buffer | Uint8Array): Promise<number[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: VerbosityLevel.ERRORS }).promise;
  const painting = new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageXObjectRepeat]);
  const counts: number[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const { fnArray } = await (await document.getPage(number)).getOperatorList();
    counts.push(fnArray.filter((fn) => painting.has(fn)).length);
  }
  await document.destroy();
  return counts;
}
