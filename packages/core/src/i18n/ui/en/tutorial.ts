import type { Widen } from '../types.ts';
import type { tutorialPt } from '../pt/tutorial.ts';

export const tutorialEn: Widen<typeof tutorialPt> = {
  title: 'Rumo in six steps',
  open: 'Watch the tutorial',
  progress: 'Step {{current}} of {{total}}',
  previous: 'Previous',
  next: 'Next',
  finish: 'Done',
  play: 'Play',
  pause: 'Pause',
  goTo: 'Go to step {{step}}',
  steps: {
    calendar: {
      title: 'Your trips on the dashboard',
      text: 'The calendar shows the month’s or the week’s departures and returns. A highlighted card has an open task; click it to open the trip.',
    },
    clients: {
      title: 'Clients, dependents and documents',
      text: 'Register each client once, with dependents and documents. Rumo warns you when a passport expires within six months of the return.',
    },
    itinerary: {
      title: 'The day-by-day itinerary',
      text: 'Add flights, hotels, cars, insurance and tours. Paste the booking code (PNR) and the flights come in by themselves.',
    },
    vouchers: {
      title: 'Vouchers and a link for the client',
      text: 'Attach each item’s vouchers and create a read-only link to the trip, without prices.',
    },
    alerts: {
      title: 'Alerts to the client',
      text: 'Schedule check-in, passport or vaccine reminders by e-mail or WhatsApp, now or on the right date.',
    },
    traveller: {
      title: 'The trip on the client’s phone',
      text: 'Your client opens the link and has the itinerary, the vouchers and the agency’s contact, even offline.',
    },
  },
};
