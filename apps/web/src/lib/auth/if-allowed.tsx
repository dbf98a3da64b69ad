import type { ReactNode } from 'react';
import { isMountedAgent, type PrinterDesk } from '../printing/print-agent';
import { useRuntimeConfig } from '../runtime-config';
import { usePermissions } from './use-permission';

/**
 * Issue 27 item 8: may the user make this write call? The same `isAllowed` as the navigation and the server,
 * so a button is shown exactly when its call would pass. False while the roles load (no flash of a button
 * that then disappears) and without a stored user.
 */
export function useCan(verb: string, path: string): boolean {
  const { can, isLoading } = usePermissions();
  return !isLoading && can(verb, path);
}

type IfAllowedProps = { verb: string; path: string; children: ReactNode };

/** Renders its children (a write button) only when `useCan(verb, path)`. */
export function IfAllowed({ verb, path, children }: IfAllowedProps) {
  return useCan(verb, path) ? children : null;
}

/**
 * May the user print this ticket? The agent inside the API checks a role granting `/print-agent{endpoint}`
 * (issue 24); a printer host of its own checks no role, so the button stays. Several desks: the first one
 * configured prints (as sendPrint picks it). Unknown until the configuration has loaded.
 */
export function useCanPrint(desk: PrinterDesk | readonly PrinterDesk[], endpoint: string): boolean {
  const config = useRuntimeConfig();
  const printers = config.data?.printers ?? {};
  const desks: readonly PrinterDesk[] = typeof desk === 'string' ? [desk] : desk;
  const base = printers[desks.find((name) => printers[name]) ?? desks[0] ?? ''];
  const allowed = useCan('POST', `/print-agent${endpoint}`);
  if (!config.data) return false;
  return base && isMountedAgent(base) ? allowed : true;
}
