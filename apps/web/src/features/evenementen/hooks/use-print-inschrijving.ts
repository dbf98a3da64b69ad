import { useState } from 'react';
import type { Inschrijving } from '@mvm/domain/evenementen/schemas';
import { showErrorAlert } from '../../../components/alerts/alerts';

/** 'Print': the sign-up as a PDF in a new tab (pdfmake, bwip-js and the fonts load on the first click). */
export function usePrintInschrijving() {
  const [printing, setPrinting] = useState(false);
  const print = async (inschrijving: Inschrijving) => {
    if (printing) return;
    // Opened during the click, so the browser does not block it as a pop-up.
    const tab = window.open('', '_blank');
    setPrinting(true);
    try {
      const { renderInschrijvingPdf } = await import('../print/render-inschrijving');
      const url = URL.createObjectURL(await renderInschrijvingPdf(inschrijving));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab?.close();
      void showErrorAlert(
        'Error bij printen!',
        error instanceof Error ? error.message : 'De PDF kon niet gemaakt worden',
      );
    } finally {
      setPrinting(false);
    }
  };
  return { print, printing };
}
