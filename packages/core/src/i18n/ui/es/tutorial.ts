import type { Widen } from '../types.ts';
import type { tutorialPt } from '../pt/tutorial.ts';

export const tutorialEs: Widen<typeof tutorialPt> = {
  title: 'Conozca Rumo en seis pasos',
  open: 'Ver tutorial',
  progress: 'Paso {{current}} de {{total}}',
  previous: 'Anterior',
  next: 'Siguiente',
  finish: 'Terminar',
  play: 'Reproducir',
  pause: 'Pausar',
  goTo: 'Ir al paso {{step}}',
  steps: {
    calendar: {
      title: 'Sus viajes en el Panel',
      text: 'El calendario muestra las salidas y los regresos del mes o de la semana. Una tarjeta resaltada tiene una tarea pendiente; haga clic en ella para abrir el viaje.',
    },
    clients: {
      title: 'Clientes, dependientes y documentos',
      text: 'Registre a cada cliente una sola vez, con sus dependientes y documentos. Rumo le avisa cuando un pasaporte vence antes de seis meses del regreso.',
    },
    itinerary: {
      title: 'El itinerario día a día',
      text: 'Agregue vuelos, hoteles, autos, seguros y paseos. Pegue el código de reserva (PNR) y los vuelos se cargan solos.',
    },
    vouchers: {
      title: 'Vouchers y enlace para el cliente',
      text: 'Adjunte los vouchers de cada ítem y cree un enlace de solo lectura con el viaje, sin valores.',
    },
    alerts: {
      title: 'Alertas para el cliente',
      text: 'Programe recordatorios de check-in, pasaporte o vacuna por correo o WhatsApp, para ahora o para la fecha indicada.',
    },
    traveller: {
      title: 'El viaje en el celular del cliente',
      text: 'Su cliente abre el enlace y tiene el itinerario, los vouchers y el contacto de la agencia, incluso sin internet.',
    },
  },
};
