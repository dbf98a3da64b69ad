import type { PrinterState } from '@mvm/domain/printing/printer-status';

/** The printer's state as the agent last saw it (reachable, last success, last error). */
export class PrinterStateTracker {
  private state: PrinterState;

  constructor(
    printer: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.state = { printer, bereikbaar: null, laatsteSucces: null, laatsteFout: null, gecontroleerdOp: null };
  }

  succeeded() {
    const tijd = this.now().toISOString();
    this.state = { ...this.state, bereikbaar: true, laatsteSucces: tijd, gecontroleerdOp: tijd };
  }

  failed(melding: string) {
    const tijd = this.now().toISOString();
    this.state = { ...this.state, bereikbaar: false, laatsteFout: { tijd, melding }, gecontroleerdOp: tijd };
  }

  probed(reachable: boolean, melding?: string) {
    const tijd = this.now().toISOString();
    this.state = {
      ...this.state,
      bereikbaar: reachable,
      gecontroleerdOp: tijd,
      laatsteFout: reachable || !melding ? this.state.laatsteFout : { tijd, melding },
    };
  }

  get(): PrinterState {
    return { ...this.state };
  }
}
