import type { FastifyInstance } from 'fastify';
import {
  eenmaligenTicketSchema,
  marktTicketSchema,
  materiaalTicketSchema,
  sinterklaasTicketSchema,
  voedingTicketSchema,
} from '@mvm/domain/printing/bodies';
import { renderLidkaart } from '../templates/lidkaart';
import { renderMarktTicket } from '../templates/markt-ticket';
import { renderMateriaalTickets } from '../templates/materiaal-ticket';
import { renderSinterklaasTickets } from '../templates/sinterklaas-ticket';
import { renderVoedingTicket } from '../templates/voeding-ticket';
import { lidBodySchema } from './lid-body';
import { ticketRoute, type PrintRouteContext } from './ticket-route';

/** spec 1 §7 "Printers": every endpoint a desk posts to, each with its body schema and template. */
export function ticketRoutes(app: FastifyInstance, ctx: PrintRouteContext) {
  // spec 2 §2 'Print Lidkaart'.
  ticketRoute(app, ctx, {
    path: '/lid',
    schema: lidBodySchema,
    invalid: 'Ongeldige lidkaart',
    render: (body, layout, printedAt) => renderLidkaart({ ...body, printedAt }, layout),
    mvmNummer: (body) => body.mvmNummer,
    printed: 'Lidkaart afgedrukt',
  });
  // Reception and food tickets (spec 1 §3 payload).
  ticketRoute(app, ctx, {
    path: '/print',
    schema: voedingTicketSchema,
    invalid: 'Ongeldig ticket',
    render: (body, layout, printedAt) => renderVoedingTicket({ ...body, printedAt }, layout),
    mvmNummer: (body) => body.doelgroepnummer,
    printed: 'Ticket afgedrukt',
  });
  ticketRoute(app, ctx, {
    path: '/print-markt',
    schema: marktTicketSchema,
    invalid: 'Ongeldig marktticket',
    render: (body, layout, printedAt) => renderMarktTicket({ ...body, printedAt }, layout),
    mvmNummer: (body) => body.mvmNummer,
    printed: 'Marktticket afgedrukt',
  });
  ticketRoute(app, ctx, {
    path: '/sinterklaas',
    schema: sinterklaasTicketSchema,
    invalid: 'Ongeldig Sinterklaasticket',
    render: (body, layout, printedAt) => renderSinterklaasTickets({ ...body, printedAt }, layout),
    mvmNummer: (body) => body.snoep?.mvmNummer ?? body.speelgoed?.mvmNummer ?? null,
    printed: 'Sinterklaasticket afgedrukt',
  });
  // The material receipt: the spec names no endpoint; decision: /materiaal (docs/areas/printing.md).
  ticketRoute(app, ctx, {
    path: '/materiaal',
    schema: materiaalTicketSchema,
    invalid: 'Ongeldig materiaalticket',
    render: (body, layout, printedAt) => renderMateriaalTickets({ ...body, printedAt }, layout),
    mvmNummer: (body) => body.klant.mvmNummer,
    printed: 'Materiaalticket afgedrukt',
  });
  ticketRoute(app, ctx, {
    path: '/eenmaligen',
    schema: eenmaligenTicketSchema,
    invalid: 'Ongeldig ticket eenmalige hulp',
    render: (body, layout, printedAt) =>
      renderMateriaalTickets({ ...body, printedAt }, layout, 'Eenmalige hulp'),
    mvmNummer: (body) => body.klant.mvmNummer,
    printed: 'Ticket eenmalige hulp afgedrukt',
  });
}
