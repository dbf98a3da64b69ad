export * from './brussels';
export * from './birthdays';
