import type { ArticleTexts } from './catalog.ts';

export const articlesEs: ArticleTexts = {
  'trips-dashboard': {
    title: 'Panel y lista de viajes',
    summary: 'Siga las salidas y los regresos en el calendario o en la lista.',
    paragraphs: [
      'La pantalla Viajes es el inicio de Rumo. En el modo Panel, los viajes aparecen en un calendario por semana (domingo a sábado) o por mes, con flechas para avanzar y volver. El día de hoy queda destacado.',
      'Cada tarjeta muestra la foto y el nombre del cliente, el nombre del viaje, la cantidad de días, la hora del vuelo y cuántas personas viajan. Una tarjeta destacada indica que el viaje tiene un ítem del checklist sin completar. Haga clic en la tarjeta para abrir el viaje.',
      'El filtro ofrece cuatro opciones: todas las salidas, todos los regresos, mis salidas y mis regresos (solo los viajes que usted creó).',
      'En el modo Lista, las columnas se ordenan con un clic en el título (ascendente, descendente, sin orden). El botón de impresión genera un PDF de la lista y cada fila tiene la opción de eliminar, siempre con confirmación.',
    ],
  },
  'trip-create': {
    title: 'Crear un viaje',
    summary: 'Nombre, cliente, fechas y ciudades; luego el checklist estándar.',
    paragraphs: [
      'Haga clic en Agregar viaje en la pantalla Viajes. El viaje necesita un nombre, el cliente (empiece a escribir el nombre para buscar), el período con ida y vuelta y al menos una ciudad del itinerario.',
      'Al guardar, Rumo pregunta si quiere crear el checklist estándar. Si responde Sí, elija el responsable y la fecha final: se crean cinco tareas (vacunas, visa, documento del viajero, asientos reservados y seguro de viaje ofrecido) y el responsable recibe un correo de aviso.',
    ],
    steps: [
      'Viajes › Agregar viaje.',
      'Complete nombre, cliente, período y ciudades.',
      'Guarde y elija Sí o No para el checklist estándar.',
      'Irá directamente al viaje creado.',
    ],
  },
  'itinerary-pnr': {
    title: 'Itinerario e importación de PNR',
    summary: 'Vuelos, alojamientos, paseos y más; importe el código de la reserva aérea.',
    paragraphs: [
      'En la pestaña Itinerario del viaje agregue los ítems: vuelo, alojamiento, actividad, restaurante, reunión, alquiler de auto, transporte marítimo, transporte terrestre, seguro de viaje y consejo. Todos tienen moneda, valor y forma de pago, que alimentan las finanzas.',
      'Para vuelos, use la importación de PNR: pegue el texto de la reserva como lo muestra el sistema de reservas (por ejemplo, las líneas con LA8084) y Rumo crea los tramos con aerolínea, número de vuelo, ciudades, fechas y horarios. Revise los tramos antes de guardar.',
      'La pestaña Imprimir genera el itinerario en PDF para enviar al cliente.',
    ],
  },
  travelers: {
    title: 'Viajeros',
    summary: 'Quién viaja: el cliente y sus dependientes.',
    paragraphs: [
      'La pestaña Viajeros del viaje lista quién va a viajar. El cliente titular ya está en el viaje; agregue los dependientes registrados en el perfil del cliente (cónyuge, hijos, amigos y otros grados).',
      'Si alguien aún no está registrado, inclúyalo primero como dependiente en la pantalla del cliente, pestaña Dependientes. Los documentos de cada viajero están en la pestaña Documentos del cliente, con el aviso de validez de seis meses después del regreso.',
    ],
  },
  vouchers: {
    title: 'Vouchers',
    summary: 'Suba imágenes o PDF de los vouchers de cada ítem del itinerario.',
    paragraphs: [
      'En la pestaña Vouchers adjunte los archivos de cada ítem del itinerario: hasta 5 archivos a la vez, imágenes o PDF, de 10 MB como máximo cada uno. Los archivos de otro tipo muestran un mensaje de tipo de archivo inválido.',
      'Los vouchers enviados quedan disponibles para descargar y compartir con el cliente. Para cambiar un archivo, elimine el anterior y suba el nuevo.',
    ],
  },
  financial: {
    title: 'Finanzas del viaje',
    summary: 'Costos por ítem, pagos e informe financiero.',
    paragraphs: [
      'La pestaña Financiero suma los valores indicados en cada ítem del itinerario, por moneda, y muestra la forma de pago de cada uno. Los valores usan coma decimal y punto de miles (1.234,56).',
      'Registre los pagos del cliente para seguir el saldo. El informe financiero se abre en una página propia, lista para imprimir o guardar en PDF.',
    ],
  },
  alerts: {
    title: 'Alertas al cliente',
    summary: 'Mensajes programados: vacunas, check-in, pasaporte, día del viaje…',
    paragraphs: [
      'En la pestaña Alertas programe mensajes para el cliente. Hay modelos listos para vacunación, check-in online, validez del pasaporte, liberación de la tarjeta, autorización de débito, prueba PCR (72 horas antes), día del viaje, regreso, vouchers liberados, viaje mañana y consejos.',
      'Elija un modelo o escriba su mensaje, y envíelo ahora o programe fecha y hora. Las alertas programadas se pueden editar o eliminar hasta el envío.',
    ],
  },
  'checklist-tasks': {
    title: 'Checklist y tareas',
    summary: 'Tareas por viaje, con responsable y plazo.',
    paragraphs: [
      'Cada viaje tiene su checklist de tareas, con nombre, responsable, fecha y hora. El ícono de portapapeles arriba abre la lista de tareas de todos los viajes.',
      'Marque la casilla de una tarea para completarla: el cambio se guarda al instante. Mientras haya una tarea abierta, la tarjeta del viaje aparece destacada en el panel.',
      'El checklist estándar crea cinco tareas con plazo a las 23:59 de la fecha elegida y avisa al responsable por correo.',
    ],
  },
  'customers-register': {
    title: 'Registro de clientes y dependientes',
    summary: 'Datos, contacto, dirección, preferencias y dependientes.',
    paragraphs: [
      'En Clientes, haga clic en Agregar cliente. Nombre y apellido bastan para empezar; luego complete correo, teléfono (Rumo avisa si el número ya pertenece a otro cliente), CPF, nacimiento, dirección por código postal, nacionalidad y las etiquetas de perfil.',
      'En la pantalla del cliente, las pestañas Datos, Dependientes, Documentos y Viajes reúnen todo lo que la agencia sabe de él. Los dependientes son las personas vinculadas al cliente (cónyuge, hijos, padres, amigos…) que pueden viajar con él.',
      'La búsqueda de la lista encuentra clientes por nombre, correo o teléfono, y la lista está paginada.',
    ],
  },
  'customers-import-export': {
    title: 'Importar y exportar clientes',
    summary: 'Traiga su base desde una planilla y exporte en xls.',
    paragraphs: [
      'Para importar, use Clientes › Importar y suba una planilla .xlsx o .csv con un cliente por fila. La primera fila debe tener los nombres de las columnas (Nombre, Apellido, Correo, Teléfono, Fecha de nacimiento, CPF…). Al final, Rumo muestra cuántos clientes entraron y qué filas tuvieron problemas.',
      'Para exportar, use el menú Exportar de la lista: el archivo se descarga como planilla, con los clientes del filtro actual.',
    ],
  },
  'customer-documents': {
    title: 'Documentos del cliente y lectura con IA',
    summary: 'Pasaporte, RG, CPF, visas; la IA lee el documento por usted.',
    paragraphs: [
      'En la pestaña Documentos del cliente, haga clic en Agregar documento. Elija el tipo, el titular (el cliente o un dependiente) y el archivo: PNG, JPEG o PDF de hasta 5 MB.',
      'Con el archivo elegido, haga clic en Leer con IA. La lectura tarda de 10 a 20 segundos y completa número, país emisor y fechas de emisión y vencimiento. Cada campo completado muestra “leído por IA” con la confianza; por debajo del 80% la marca queda naranja.',
      'No se guarda nada sin su revisión: revise los campos, compare los datos de la persona leídos en el documento con el registro y solo entonces haga clic en Guardar. Si la lectura falla, complete los campos a mano.',
      'Rumo avisa cuando un documento vence antes de seis meses después del regreso del próximo viaje.',
    ],
  },
  staff: {
    title: 'Colaboradores',
    summary: 'Dé acceso a su equipo.',
    paragraphs: [
      'En Colaboradores, el dueño de la agencia agrega, edita y elimina a las personas del equipo. Cada colaborador recibe su propio acceso y ve los clientes y los viajes de la agencia.',
      'Los colaboradores pueden ser responsables de tareas del checklist. Quien deja el equipo debe ser eliminado para perder el acceso de inmediato.',
    ],
  },
  'my-account': {
    title: 'Mi cuenta',
    summary: 'Su perfil, su contraseña y los datos de la agencia.',
    paragraphs: [
      'En Mi cuenta (menú del usuario), cambie su nombre, foto y correo, y cambie la contraseña indicando la actual. ¿Olvidó la contraseña? Use “Olvidé mi contraseña” en la pantalla de inicio de sesión.',
      'El dueño de la agencia también edita los datos de la agencia (nombre, CNPJ o CPF, teléfono, dirección y logotipo) y encuentra la sección Privacidad y datos.',
      'El idioma (portugués o español) se cambia en el selector de arriba y queda guardado en este navegador.',
    ],
  },
  'payments-plans': {
    title: 'Pagos y planes',
    summary: 'Prueba gratis, suscripción con tarjeta, reembolsos.',
    paragraphs: [
      'Toda agencia empieza con 10 días de prueba gratis. Un aviso arriba muestra los días restantes. Para continuar, elija un plan y registre la tarjeta en Pagos.',
      'El plan se renueva automáticamente. En Pagos ve el plan, la tarjeta y los cobros, cambia la tarjeta o cancela la suscripción.',
      'En los 10 días de prueba, el reembolso está garantizado sin condiciones. Los reembolsos totales o proporcionales se pagan en hasta 90 días después del pedido; los días parciales no usados no se reembolsan.',
    ],
  },
  'pnr-decoder': {
    title: 'Decodificador PNR',
    summary: 'Convierte el código de una reserva aérea en un itinerario legible.',
    paragraphs: [
      'El decodificador PNR es una página pública (no necesita inicio de sesión): pegue el texto de la reserva que muestra el sistema de reservas o la aerolínea y vea los vuelos con aerolínea, número, ciudades, fechas y horarios completos.',
      'Dentro de un viaje, use la importación de PNR en el itinerario para crear los vuelos automáticamente.',
    ],
  },
  'privacy-lgpd': {
    title: 'Privacidad y LGPD',
    summary: 'Exportar datos, eliminar la cuenta, auditoría y datos de clientes.',
    paragraphs: [
      'El dueño de la agencia encuentra en Mi cuenta › Privacidad y datos: la exportación de todos los datos (un archivo .zip, con enlace también enviado por correo), el pedido de eliminación de la cuenta y el registro de auditoría, que muestra quién vio, cambió o exportó datos personales.',
      'La eliminación de la cuenta ocurre 30 días hábiles después del pedido; hasta entonces se puede cancelar. En la fecha, todos los datos y archivos de la agencia se borran.',
      'Cuando un cliente pide sus datos, abra la pantalla del cliente y use el menú Datos personales (LGPD): Exportar datos del cliente descarga un archivo JSON; Anonimizar cliente borra los datos personales, pero mantiene los viajes y el historial financiero que exige la ley contable.',
    ],
  },
};
