import {
  IconBuildingStore,
  IconCategory,
  IconCalendarEvent,
  IconDoorEnter,
  IconGift,
  IconHanger,
  IconHeartHandshake,
  IconHome,
  IconListCheck,
  IconReportAnalytics,
  IconPrinter,
  IconScan,
  IconSoup,
  IconUsers,
  IconUserShield,
  IconLock,
  IconDatabaseExport,
  IconWash,
  type Icon,
} from '@tabler/icons-react';
import { CATALOGUS_PERMISSIONS } from '../../features/catalogus/model/afdelingen';
import type { Permission } from '../../lib/auth/use-permission';

export type NavItem = {
  label: string;
  to: string;
  icon: Icon;
  /** spec 1 §6: shown only when GET on this path (or on any of these paths) is allowed; Home is always shown. */
  permission?: Permission;
  /** Paths that count as this entry for the active highlight. */
  activeFor: string[];
};

export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/home', icon: IconHome, activeFor: ['/home'] },
  { label: 'Leden', to: '/leden/search', icon: IconUsers, permission: '/v1/leden/', activeFor: ['/leden/'] },
  {
    label: 'Eenmalige Hulp',
    to: '/punctuele/search',
    icon: IconHeartHandshake,
    permission: '/v1/punctuele/',
    activeFor: ['/punctuele/'],
  },
  {
    label: 'Materiaal',
    to: '/materiaal/search',
    icon: IconHanger,
    permission: '/v1/materiaal/klant',
    activeFor: ['/materiaal/'],
  },
  {
    label: 'Voeding',
    to: '/voeding/search',
    icon: IconSoup,
    permission: '/v1/voeding/klant',
    activeFor: ['/voeding/'],
  },
  {
    label: 'Onthaal',
    to: '/onthaal/search',
    icon: IconDoorEnter,
    permission: '/v1/onthaal/klant',
    activeFor: ['/onthaal/'],
  },
  {
    label: 'Zeephuisje',
    to: '/zeephuisje/search',
    icon: IconWash,
    permission: '/v1/zeephuisje/klant',
    activeFor: ['/zeephuisje/'],
  },
  {
    label: 'Inschrijvingen',
    to: '/evenementen/search',
    icon: IconCalendarEvent,
    permission: '/v1/evenementen/',
    activeFor: ['/evenementen/'],
  },
  {
    label: 'Sinterklaas Onthaal',
    to: '/sinterklaas/search',
    icon: IconGift,
    permission: '/v1/sinterklaas/klant',
    activeFor: ['/sinterklaas/'],
  },
  {
    label: 'Markten beheer',
    to: '/markten/beheer',
    icon: IconBuildingStore,
    permission: '/v1/markten/',
    activeFor: ['/markten/beheer', '/markten/details/', '/martken/'],
  },
  {
    label: 'Markt scannen',
    to: '/markten/scan',
    icon: IconScan,
    permission: '/v1/markten/scan/',
    activeFor: ['/markten/scan'],
  },
  {
    label: 'Te verlengen',
    to: '/rapporten/verlengen',
    icon: IconListCheck,
    permission: '/v1/rapporten/verlengen',
    activeFor: ['/rapporten/verlengen'],
  },
  {
    label: 'Rapporten',
    to: '/rapporten',
    icon: IconReportAnalytics,
    permission: '/v1/rapporten/',
    activeFor: ['/rapporten'],
  },
  {
    label: 'Gebruikers',
    to: '/beheer/gebruikers',
    icon: IconUserShield,
    permission: '/v1/beheer/user',
    activeFor: ['/beheer/gebruikers'],
  },
  {
    label: 'Catalogus',
    to: '/beheer/catalogus',
    icon: IconCategory,
    permission: CATALOGUS_PERMISSIONS,
    activeFor: ['/beheer/catalogus'],
  },
  {
    label: 'Printers',
    to: '/beheer/printers',
    icon: IconPrinter,
    permission: '/print-agent/jobs',
    activeFor: ['/beheer/printers'],
  },
  {
    label: 'Privacy',
    to: '/beheer/privacy',
    icon: IconLock,
    permission: '/v1/privacy/toegangslog',
    activeFor: ['/beheer/privacy'],
  },
  {
    label: 'Back-ups',
    to: '/beheer/back-ups',
    icon: IconDatabaseExport,
    permission: '/v1/beheer/back-ups',
    activeFor: ['/beheer/back-ups'],
  },
];

export const MARKT_SCAN_PATH = '/markten/scan';
