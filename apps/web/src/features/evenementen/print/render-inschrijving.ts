import pdfMake from 'pdfmake/build/pdfmake';
import bwipjs from 'bwip-js/browser';
import poppinsRegular from '@fontsource/poppins/files/poppins-latin-400-normal.woff?url';
import poppinsItalic from '@fontsource/poppins/files/poppins-latin-400-italic.woff?url';
import poppinsBold from '@fontsource/poppins/files/poppins-latin-600-normal.woff?url';
import poppinsBoldItalic from '@fontsource/poppins/files/poppins-latin-600-italic.woff?url';
import type { Inschrijving } from '@mvm/domain/evenementen/schemas';
import { inschrijvingDocument } from './inschrijving-pdf';

// Loaded only when 'Print' is pressed (dynamic import). pdfmake 0.2's callback API (see the household sheet).
type PdfMake02 = {
  createPdf: (
    doc: unknown,
    tableLayouts?: unknown,
    fonts?: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>,
  ) => { getBlob: (callback: (blob: Blob) => void) => void };
};

const absolute = (url: string) => new URL(url, window.location.href).href;
const FONTS = {
  Poppins: {
    normal: absolute(poppinsRegular),
    bold: absolute(poppinsBold),
    italics: absolute(poppinsItalic),
    bolditalics: absolute(poppinsBoldItalic),
  },
};

/** The member number as a Code 128 barcode (SVG), the form the desks scan ('MVM123'). */
export const memberBarcodeSvg = (mvmnummer: number) =>
  bwipjs.toSVG({ bcid: 'code128', text: `MVM${mvmnummer}`, scale: 3, height: 12, includetext: false });

export function renderInschrijvingPdf(inschrijving: Inschrijving): Promise<Blob> {
  const doc = inschrijvingDocument(inschrijving, memberBarcodeSvg(inschrijving.lid.mvmnummer));
  const pdf = (pdfMake as unknown as PdfMake02).createPdf(doc, undefined, FONTS);
  return new Promise((resolve, reject) => {
    try {
      pdf.getBlob(resolve);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
