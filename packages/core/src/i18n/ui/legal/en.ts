import type { LegalCatalog } from '../types.ts';

export const legalEn: LegalCatalog = {
  terms: {
    title: 'Terms of use',
    intro: [
      'These Terms of use govern access to and use of Rumo, a web application for travel agencies and their staff to manage trips. By creating an account or using Rumo, the agency and each user state that they have read and accept these terms and the Privacy policy.',
    ],
    sections: [
      {
        heading: '1. The service',
        paragraphs: [
          'Rumo lets the agency record clients, dependents and documents, build trips with itineraries, vouchers, financial data, alerts scheduled for clients and task checklists, and decode airline booking codes (PNR).',
          'Rumo is a supporting tool: the agency remains responsible for the travel services it sells and for the information it gives its clients.',
        ],
      },
      {
        heading: '2. Account and users',
        paragraphs: [
          'Using Rumo requires an account with true and up-to-date data. The account holder (the agency owner) may add staff members and is responsible for the access they grant.',
          'Each user must keep their password secret and tell support immediately if they suspect misuse of the account.',
        ],
      },
      {
        heading: '3. Free trial and refund guarantee',
        paragraphs: [
          'Every new agency gets a free trial of {{trialDays}} days.',
          'During those {{refundGuaranteeDays}} days an unconditional refund guarantee applies: if the agency has paid and changes its mind within that period, we refund the amount paid in full, with no reason required.',
          'When the trial ends, access continues only with a subscribed plan.',
        ],
      },
      {
        heading: '4. Plans, payment and automatic renewal',
        paragraphs: [
          'Plans are charged on a recurring basis to the card on file, through our payment provider. Full card details are handled by the provider and are not stored by Rumo.',
          'The plan renews automatically at the end of each subscribed period, for the same amount and with the same payment method, until the agency cancels it. Cancellation can be done at any time and stops the following renewals.',
          'If a payment is declined, access may be suspended until it is settled.',
        ],
      },
      {
        heading: '5. Cancellation and refunds',
        paragraphs: [
          'Where a refund is due, whether total (as under the trial guarantee) or proportional to the paid and unused period, it is paid within {{refundPaidWithinDays}} days after the request, using the original payment method whenever possible.',
          'Proportional refunds count whole days only: unused partial days are not refunded.',
          'To cancel the plan or request a refund, use the Payments page or contact support.',
        ],
      },
      {
        heading: '6. Account deletion',
        paragraphs: [
          'The agency may ask support to delete the account at any time. The account and the data linked to it are deleted within {{accountDeletionBusinessDays}} business days after the request, except for data the law requires us to keep, as explained in the Privacy policy.',
          'Before asking for deletion, export any information you need: once deleted, it cannot be recovered.',
        ],
      },
      {
        heading: '7. Alerts and reminders to travellers',
        paragraphs: [
          'Rumo sends the alerts the agency schedules, such as online check-in, passport validity and vaccination reminders. Among them is the PCR test reminder, sent {{pcrReminderHours}} hours before travel.',
          'Alerts are for information only. The agency and the travellers must confirm the health, immigration and carrier requirements of each destination.',
        ],
      },
      {
        heading: "8. The agency's responsibilities",
        paragraphs: ['The agency agrees to:'],
        items: [
          'use Rumo lawfully and in line with these terms;',
          'record only data of clients, dependents and travellers obtained lawfully, informing them about the processing, and obtain the consent of legal guardians for children and adolescents;',
          'keep its own copies of important documents and vouchers;',
          "not try to access other agencies' data, overload the service or bypass its security measures.",
        ],
      },
      {
        heading: '9. Availability and limitation of liability',
        paragraphs: [
          'We work to keep Rumo available and secure, but interruptions may occur for maintenance or because of third-party failures, such as internet, hosting or payment providers.',
          'To the extent permitted by law, Rumo is not liable for decisions based on information recorded by the agency, for changes made by airlines, hotels and other suppliers, or for indirect damages.',
        ],
      },
      {
        heading: '10. Intellectual property',
        paragraphs: [
          "Rumo's software, brand and content belong to their owners. The data recorded by the agency remains the agency's.",
        ],
      },
      {
        heading: '11. Changes to these terms',
        paragraphs: [
          'We may update these terms. Material changes will be announced in the application or by e-mail with reasonable notice; continuing to use Rumo afterwards means accepting the new version.',
        ],
      },
      {
        heading: '12. Governing law and contact',
        paragraphs: [
          'These terms are governed by the laws of the Federative Republic of Brazil. Questions and requests can be sent from the Support page of the application.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    intro: [
      'This policy explains which personal data Rumo processes, why, with whom it is shared and how you exercise your rights, under the Brazilian General Data Protection Law (LGPD, Law No. 13,709/2018).',
    ],
    sections: [
      {
        heading: '1. Who processes the data',
        paragraphs: [
          'For the data of agencies and their users (registration, access and billing), Rumo is the controller.',
          'For the data the agency records about its clients, dependents and travellers, the agency is the controller and Rumo acts as a processor: we process that data only to provide the service and on the agency\'s instructions.',
        ],
      },
      {
        heading: '2. Data we collect',
        paragraphs: ['We process the following data:'],
        items: [
          'agency users: first name, last name, e-mail, profile picture, role, preferred language and password, stored only as a cryptographic hash;',
          'agency: name, contact details and address, plan, subscription status and payment provider identifiers; full card details stay with the payment provider only;',
          'clients, dependents and travellers recorded by the agency: name, contact details, date of birth, relationship, documents (such as passport, ID card, CPF and visas) and their files, trips, itineraries, vouchers and trip financial data;',
          'sensitive data, when the agency records it: travel-related health information, such as vaccination certificates and PCR test reminders;',
          'technical data: IP address, date and time of access, browser and the logs needed for security.',
        ],
      },
      {
        heading: '3. What we use the data for',
        paragraphs: ['We use the data to:'],
        items: [
          'provide the service: authenticate users and organise clients, trips, itineraries, vouchers, alerts and checklists;',
          'extract data from documents uploaded by the agency, when it uses that feature;',
          'send the alerts scheduled by the agency, task notices and account messages, such as password recovery;',
          'charge the subscription and manage the trial, renewals and refunds;',
          'prevent fraud, protect the security of the service and meet legal obligations;',
          'provide support and improve the product with aggregated data.',
        ],
      },
      {
        heading: '4. Legal bases',
        paragraphs: [
          'We process data on the basis of performing the contract with the agency (LGPD art. 7, V), complying with a legal or regulatory obligation (art. 7, II), the regular exercise of rights (art. 7, VI), legitimate interest in the security and improvement of the service (art. 7, IX) and, where needed, consent (art. 7, I).',
          "Health data is processed only for the purpose stated by the agency, on the appropriate legal basis of LGPD art. 11, such as the data subject's specific consent. Data of children and adolescents is processed in their best interest, under art. 14.",
        ],
      },
      {
        heading: '5. Sharing',
        paragraphs: [
          'We do not sell personal data. We share the minimum necessary with processors acting on our behalf, under contract and with confidentiality and security obligations, and with authorities when the law requires it:',
        ],
        items: [
          'payment provider, for card charges;',
          'e-mail and messaging providers, for alerts and notifications;',
          'hosting, database and file storage providers;',
          'maps and address search service, to complete the names of cities and places;',
          'artificial intelligence service, when the agency uses data extraction from documents;',
          'public authorities, under a legal obligation or court order.',
        ],
      },
      {
        heading: '6. International transfers',
        paragraphs: [
          'Some processors may process data outside Brazil. In those cases the transfer follows LGPD art. 33, with contractual clauses and safeguards compatible with Brazilian law.',
        ],
      },
      {
        heading: '7. How long we keep data',
        paragraphs: [
          'We keep data while the account is active. After a deletion request, the account and its data are deleted within {{accountDeletionBusinessDays}} business days.',
          'We keep for longer only what the law requires: application access logs for 6 months (Brazilian Internet Civil Framework) and tax and billing records for the legal period, generally 5 years. Backups are overwritten in regular cycles.',
        ],
      },
      {
        heading: '8. Security',
        paragraphs: [
          'We use encrypted connections (HTTPS), passwords stored as hashes, separation of data by agency and per-user access control. If a security incident may cause relevant risk or harm, we will notify the people affected and the National Data Protection Authority (ANPD), as the law requires.',
        ],
      },
      {
        heading: '9. Your rights',
        paragraphs: ['As a data subject, you may ask at any time for:'],
        items: [
          'confirmation that we process your data, and access to it;',
          'correction of incomplete, inaccurate or outdated data;',
          'anonymisation, blocking or deletion of unnecessary or excessive data, or data processed in breach of the LGPD;',
          'portability of the data to another provider;',
          'deletion of data processed on the basis of consent, and withdrawal of that consent;',
          'information about whom we share the data with, and about the possibility of refusing consent and its consequences;',
          'review of decisions taken solely on the basis of automated processing;',
          'a complaint to the ANPD.',
        ],
        closing: [
          "Clients and travellers of an agency should first address their requests to the agency itself, which is the controller of that data; we support the agency in answering them.",
        ],
      },
      {
        heading: '10. Cookies and local storage',
        paragraphs: [
          'Rumo uses no advertising cookies or third-party trackers. In your browser we store only the session token and the chosen language, which the application needs to work; signing out deletes the token.',
        ],
      },
      {
        heading: '11. Contact and data protection officer',
        paragraphs: [
          'To exercise your rights or ask about privacy, contact our data protection officer from the Support page of the application. We answer within 15 days.',
        ],
      },
      {
        heading: '12. Changes to this policy',
        paragraphs: [
          'We may update this policy; the date of the last update is shown at the top of the page. Material changes will be announced in the application or by e-mail.',
        ],
      },
    ],
  },
};
