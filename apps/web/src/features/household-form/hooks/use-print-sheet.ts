import { useState } from 'react';
import { showErrorAlert } from '../../../components/alerts/alerts';
import type { SheetInput } from '../print/registration-sheet';

/** 'Print': the A4 registration sheet as a PDF in a new tab (pdfmake and Poppins load on the first click). */
export function usePrintSheet() {
  const [printing, setPrinting] = useState(false);

  const print = async (input: () => SheetInput, fileName: string) => {
    if (printing) return;
    // Opened during the click, so the browser does not block it as a pop-up; filled when the PDF is ready.
    const tab = window.open('', '_blank');
    tab?.document.write('<p style="font-family:sans-serif">Het inschrijvingsformulier wordt gemaakt…</p>');
    setPrinting(true);
    try {
      const { renderRegistrationSheet } = await import('../print/print-registration-sheet');
      const url = URL.createObjectURL(await renderRegistrationSheet(input()));
      if (tab) tab.location.href = url;
      else {
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName;
        link.click();
      }
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
