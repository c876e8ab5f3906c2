import type { ArticleTexts } from './catalog.ts';

export const articlesEn: ArticleTexts = {
  'trips-dashboard': {
    title: 'Trips dashboard and list',
    summary: 'Follow departures and returns on the calendar or in the list.',
    paragraphs: [
      'The Trips screen is where Rumo starts. In Dashboard mode, trips show on a calendar by week (Sunday to Saturday) or by month, with arrows to move forward and back. Today is highlighted.',
      'Each card shows the client’s picture and name, the trip name, the number of days, the flight time and how many people travel. A highlighted card means the trip has an unfinished checklist item. Click the card to open the trip.',
      'The filter has four options: all departures, all returns, my departures and my returns (only the trips you created).',
      'In List mode, click a column title to sort (ascending, descending, none). The print button makes a PDF of the list, and every row can be deleted after a confirmation.',
    ],
  },
  'trip-create': {
    title: 'Create a trip',
    summary: 'Name, client, dates and cities; then the standard checklist.',
    paragraphs: [
      'Click Add trip on the Trips screen. A trip needs a name, the client (start typing the name to search), the period with departure and return, and at least one city of the itinerary.',
      'On saving, Rumo asks whether to create the standard checklist. Answer Yes, pick the person responsible and the final date: five tasks are created (vaccines, visa, traveller document, seats booked and travel insurance offered) and that person gets an e-mail.',
    ],
    steps: [
      'Trips › Add trip.',
      'Fill in name, client, period and cities.',
      'Save and answer Yes or No to the standard checklist.',
      'You land on the new trip.',
    ],
  },
  'itinerary-pnr': {
    title: 'Itinerary and PNR import',
    summary: 'Flights, lodging, tours and more; import the airline booking code.',
    paragraphs: [
      'On the trip’s Itinerary tab you add items: flight, lodging, activity, restaurant, meeting, car rental, sea transport, land transport, travel insurance and tip. Each has a currency, an amount and a payment method, which feed the financials.',
      'For flights, use the PNR import: paste the booking text as the reservation system shows it (for example the lines with LA8084) and Rumo creates the legs with airline, flight number, cities, dates and times. Check the legs before saving.',
      'The Print tab makes a PDF of the itinerary to send to the client.',
    ],
  },
  travelers: {
    title: 'Travellers',
    summary: 'Who travels: the client and their dependents.',
    paragraphs: [
      'The trip’s Travellers tab lists who is going. The main client is already on the trip; add the dependents recorded on the client’s profile (spouse, children, friends and other relations).',
      'If someone is not recorded yet, add them first as a dependent on the client’s Dependents tab. Each traveller’s documents are on the client’s Documents tab, with the six-months-after-return validity warning.',
    ],
  },
  vouchers: {
    title: 'Vouchers',
    summary: 'Upload images or PDFs of the vouchers of each itinerary item.',
    paragraphs: [
      'On the Vouchers tab you attach the files of each itinerary item: up to 5 files at a time, images or PDF, at most 10 MB each. Files of any other type get an invalid file type message.',
      'Uploaded vouchers can be downloaded and shared with the client. To replace a file, delete the old one and upload the new one.',
    ],
  },
  financial: {
    title: 'Trip financials',
    summary: 'Costs per item, payments and the financial report.',
    paragraphs: [
      'The Financial tab adds up the amounts entered on each itinerary item, per currency, and shows each item’s payment method. Amounts use a decimal comma and a thousands dot (1.234,56).',
      'Record the client’s payments to follow the balance. The financial report opens on its own page, ready to print or save as PDF.',
    ],
  },
  alerts: {
    title: 'Alerts to the client',
    summary: 'Scheduled messages: vaccines, check-in, passport, travel day…',
    paragraphs: [
      'On the Alerts tab you schedule messages to the client. Ready-made templates cover vaccination, online check-in, passport validity, card release, debit authorisation, PCR test (72 hours before), travel day, return, vouchers released, travel tomorrow and tips.',
      'Pick a template or write your own message, then send it now or schedule a date and time. Scheduled alerts can be edited or deleted until they are sent.',
    ],
  },
  'checklist-tasks': {
    title: 'Checklist and tasks',
    summary: 'Tasks per trip, with a person responsible and a deadline.',
    paragraphs: [
      'Every trip has its own task checklist, with name, person responsible, date and time. The clipboard icon at the top opens the tasks of every trip.',
      'Tick a task’s box to finish it: the change is saved at once. While a task is open, the trip’s card is highlighted on the dashboard.',
      'The standard checklist creates five tasks due at 23:59 on the chosen date and e-mails the person responsible.',
    ],
  },
  'customers-register': {
    title: 'Clients and dependents',
    summary: 'Details, contact, address, preferences and dependents.',
    paragraphs: [
      'In Clients, click Add client. First and last name are enough to start; then add e-mail, phone (Rumo warns when the number belongs to another client), CPF, birth date, address by postal code, nationality and profile tags.',
      'On the client’s screen, the Details, Dependents, Documents and Trips tabs gather everything the agency knows about them. Dependents are the people linked to the client (spouse, children, parents, friends…) who may travel with them.',
      'The list’s search finds clients by name, e-mail or phone, and the list is paged.',
    ],
  },
  'customers-import-export': {
    title: 'Import and export clients',
    summary: 'Bring your base from a spreadsheet and export as xls.',
    paragraphs: [
      'To import, use Clients › Import and upload an .xlsx or .csv spreadsheet with one client per row. The first row holds the column names (Nome, Sobrenome, E-mail, Telefone, Data de nascimento, CPF…). At the end Rumo shows how many clients came in and which rows had problems.',
      'To export, use the list’s Export menu: the file downloads as a spreadsheet with the clients of the current filter.',
    ],
  },
  'customer-documents': {
    title: 'Client documents and AI reading',
    summary: 'Passport, RG, CPF, visas; the AI reads the document for you.',
    paragraphs: [
      'On the client’s Documents tab, click Add document. Choose the type, the holder (the client or a dependent) and the file: PNG, JPEG or PDF up to 5 MB.',
      'With the file chosen, click Read with AI. Reading takes 10 to 20 seconds and fills in the number, issuing country and the issue and expiry dates. Each filled field shows “read by AI” with the confidence; under 80% the mark turns orange.',
      'Nothing is saved without your review: check the fields, compare the personal data read on the document with the record, and only then click Save. If reading fails, fill in the fields by hand.',
      'Rumo warns when a document expires less than six months after the return of the next trip.',
    ],
  },
  staff: {
    title: 'Staff',
    summary: 'Give your team access.',
    paragraphs: [
      'In Staff, the agency owner adds, edits and removes team members. Each one gets their own login and sees the agency’s clients and trips.',
      'Staff can be responsible for checklist tasks. Remove anyone who leaves the team so their access ends at once.',
    ],
  },
  'my-account': {
    title: 'My account',
    summary: 'Your profile, your password and the agency’s details.',
    paragraphs: [
      'In My account (user menu), change your name, picture and e-mail, and change the password by giving the current one. Forgot it? Use “Forgot my password” on the login screen.',
      'The agency owner also edits the agency’s details (name, CNPJ or CPF, phone, address and logo) and finds the Privacy and data section.',
      'The language (Portuguese or Spanish) is switched in the selector at the top and is kept in this browser.',
    ],
  },
  'payments-plans': {
    title: 'Payments and plans',
    summary: 'Free trial, card subscription, refunds.',
    paragraphs: [
      'Every agency starts with a 10-day free trial. A banner at the top shows the days left. To go on, choose a plan and add a card in Payments.',
      'The plan renews automatically. In Payments you see the plan, the card and the charges, change the card or cancel the subscription.',
      'During the 10 trial days a refund is guaranteed without conditions. Full or proportional refunds are paid within 90 days after the request; unused partial days are not refunded.',
    ],
  },
  'pnr-decoder': {
    title: 'PNR decoder',
    summary: 'Turn an airline booking code into a readable itinerary.',
    paragraphs: [
      'The PNR decoder is a public page (no login needed): paste the booking text your reservation system or the airline shows and see the flights with airline, number, cities, dates and times spelled out.',
      'Inside a trip, use the PNR import on the itinerary to create the flights automatically.',
    ],
  },
  'privacy-lgpd': {
    title: 'Privacy and LGPD',
    summary: 'Export data, delete the account, audit log and client data.',
    paragraphs: [
      'The agency owner finds in My account › Privacy and data: the export of all data (a .zip file, whose link is also e-mailed), the account deletion request and the audit log, which shows who saw, changed or exported personal data.',
      'Account deletion happens 30 business days after the request; until then it can be cancelled. On that date all of the agency’s data and files are erased.',
      'When a client asks for their data, open the client’s screen and use the Personal data (LGPD) menu: Export client data downloads a JSON file; Anonymise client removes the personal data but keeps the trips and the financial history accounting law requires.',
    ],
  },
};
