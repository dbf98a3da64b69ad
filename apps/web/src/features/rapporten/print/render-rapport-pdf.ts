import pdfMake from 'pdfmake/build/pdfmake';
import poppinsRegular from '@fontsource/poppins/files/poppins-latin-400-normal.woff?url';
import poppinsItalic from '@fontsource/poppins/files/poppins-latin-400-italic.woff?url';
import poppinsBold from '@fontsource/poppins/files/poppins-latin-600-normal.woff?url';
import poppinsBoldItalic from '@fontsource/poppins/files/poppins-latin-600-italic.woff?url';
import { formatDateTimeBE } from '@mvm/domain';
import type { Rapport } from '@mvm/domain/rapporten/schemas';
import { rapportDocument } from './rapport-document';

// Loaded only when 'PDF' is pressed (dynamic import), with pdfmake and the Poppins files.
// The installed pdfmake is 0.2 (callback API); @types/pdfmake describes 0.3, hence this small type.
type PdfMake02 = {
  createPdf: (
    doc: unknown,
    tableLayouts?: unknown,
    fonts?: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>,
  ) => { getBlob: (callback: (blob: Blob) => void) => void };
};

const absolute = (url: string) => new URL(url, window.location.href).href;

export function renderRapportPdf(rapport: Rapport): Promise<Blob> {
  const fonts = {
    Poppins: {
      normal: absolute(poppinsRegular),
      bold: absolute(poppinsBold),
      italics: absolute(poppinsItalic),
      bolditalics: absolute(poppinsBoldItalic),
    },
  };
  const doc = rapportDocument(rapport, formatDateTimeBE(new Date()));
  const pdf = (pdfMake as unknown as PdfMake02).createPdf(doc, undefined, fonts);
  return new Promise((resolve, reject) => {
    try {
      pdf.getBlob(resolve);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
