import type { LegalCatalog } from '../types.ts';

export const legalEs: LegalCatalog = {
  terms: {
    title: 'Términos de uso',
    intro: [
      'Estos Términos de uso regulan el acceso y el uso de Rumo, aplicación web de gestión de viajes para agencias de viajes y sus colaboradores. Al crear una cuenta o usar Rumo, la agencia y cada usuario declaran que han leído y aceptan estos términos y la Política de privacidad.',
    ],
    sections: [
      {
        heading: '1. El servicio',
        paragraphs: [
          'Rumo permite a la agencia registrar clientes, dependientes y documentos, armar viajes con itinerario, vouchers, datos financieros, alertas programadas a los clientes y checklists de tareas, además de decodificar códigos de reserva aérea (PNR).',
          'Rumo es una herramienta de apoyo: la agencia sigue siendo responsable de los servicios de viaje que vende y de la información que da a sus clientes.',
        ],
      },
      {
        heading: '2. Cuenta y usuarios',
        paragraphs: [
          'Para usar Rumo es necesario crear una cuenta con datos verdaderos y actualizados. El titular de la cuenta (dueño o dueña de la agencia) puede registrar colaboradores y responde por los accesos que concede.',
          'Cada usuario debe mantener su contraseña en secreto y avisar al soporte de inmediato si sospecha de un uso indebido de la cuenta.',
        ],
      },
      {
        heading: '3. Período de prueba gratuito y garantía de reembolso',
        paragraphs: [
          'Toda agencia nueva tiene {{trialDays}} días de prueba gratuita.',
          'Durante esos {{refundGuaranteeDays}} días rige la garantía incondicional de reembolso: si la agencia ha pagado y desiste dentro de ese período, devolvemos íntegramente el importe pagado, sin necesidad de justificación.',
          'Al terminar el período de prueba, el acceso continúa solo con la contratación de un plan.',
        ],
      },
      {
        heading: '4. Planes, pago y renovación automática',
        paragraphs: [
          'Los planes se cobran de forma recurrente en la tarjeta registrada, a través de nuestro proveedor de pagos. Los datos completos de la tarjeta los trata el proveedor y no se almacenan en Rumo.',
          'El plan se renueva automáticamente al final de cada período contratado, por el mismo importe y forma de pago, hasta que la agencia lo cancele. La cancelación puede hacerse en cualquier momento e impide las renovaciones siguientes.',
          'Si un pago no es aprobado, el acceso puede quedar suspendido hasta que se regularice.',
        ],
      },
      {
        heading: '5. Cancelación y reembolso',
        paragraphs: [
          'Cuando corresponda un reembolso, total (como en la garantía del período de prueba) o proporcional al período pagado y no utilizado, el importe se pagará en un plazo de hasta {{refundPaidWithinDays}} días después de la solicitud, siempre que sea posible por el mismo medio de pago usado en la compra.',
          'El reembolso proporcional considera solo días completos: no se reembolsan días parciales no utilizados.',
          'Para cancelar el plan o pedir un reembolso, use la página Pagos o hable con el soporte.',
        ],
      },
      {
        heading: '6. Eliminación de la cuenta',
        paragraphs: [
          'La agencia puede pedir la eliminación de la cuenta en cualquier momento a través del soporte. La cuenta y los datos vinculados a ella se eliminan en un plazo de hasta {{accountDeletionBusinessDays}} días hábiles después de la solicitud, salvo los datos que la ley obliga a conservar, como explica la Política de privacidad.',
          'Antes de pedir la eliminación, exporte la información que necesite: una vez eliminada, no se puede recuperar.',
        ],
      },
      {
        heading: '7. Alertas y recordatorios a los viajeros',
        paragraphs: [
          'Rumo envía las alertas programadas por la agencia, como recordatorios de check-in en línea, de validez del pasaporte y de vacunación. Entre ellas está el recordatorio de la prueba PCR, enviado {{pcrReminderHours}} horas antes del viaje.',
          'Las alertas son informativas. Corresponde a la agencia y a los viajeros confirmar los requisitos sanitarios, migratorios y de las compañías de cada destino.',
        ],
      },
      {
        heading: '8. Responsabilidades de la agencia',
        paragraphs: ['La agencia se compromete a:'],
        items: [
          'usar Rumo de acuerdo con la ley y con estos términos;',
          'registrar solo datos de clientes, dependientes y viajeros obtenidos de forma legítima, informándoles sobre el tratamiento, y obtener el consentimiento de los representantes legales cuando se trate de niños y adolescentes;',
          'mantener copias propias de los documentos y vouchers importantes;',
          'no intentar acceder a datos de otras agencias, sobrecargar el servicio ni eludir sus medidas de seguridad.',
        ],
      },
      {
        heading: '9. Disponibilidad y limitación de responsabilidad',
        paragraphs: [
          'Trabajamos para mantener Rumo disponible y seguro, pero pueden producirse interrupciones por mantenimiento o por fallos de terceros, como proveedores de internet, de alojamiento o de pagos.',
          'En la medida permitida por la ley, Rumo no responde por decisiones tomadas con base en información registrada por la agencia, por cambios hechos por aerolíneas, hoteles y otros proveedores, ni por daños indirectos.',
        ],
      },
      {
        heading: '10. Propiedad intelectual',
        paragraphs: [
          'El software, la marca y el contenido de Rumo pertenecen a sus titulares. Los datos registrados por la agencia siguen siendo de la agencia.',
        ],
      },
      {
        heading: '11. Cambios en estos términos',
        paragraphs: [
          'Podemos actualizar estos términos. Los cambios relevantes se avisarán en la aplicación o por correo electrónico con una antelación razonable; seguir usando Rumo después significa aceptar la nueva versión.',
        ],
      },
      {
        heading: '12. Ley aplicable y contacto',
        paragraphs: [
          'Estos términos se rigen por las leyes de la República Federativa de Brasil. Las dudas y solicitudes pueden enviarse desde la página Soporte de la aplicación.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    intro: [
      'Esta política explica qué datos personales trata Rumo, para qué, con quién los comparte y cómo ejerce sus derechos, de acuerdo con la Ley General de Protección de Datos Personales de Brasil (LGPD, Ley n.º 13.709/2018).',
    ],
    sections: [
      {
        heading: '1. Quién trata los datos',
        paragraphs: [
          'Para los datos de las agencias y de sus usuarios (registro, acceso y cobro), Rumo es el responsable del tratamiento.',
          'Para los datos que la agencia registra sobre sus clientes, dependientes y viajeros, la agencia es la responsable y Rumo actúa como encargado: tratamos esos datos solo para prestar el servicio y según las instrucciones de la agencia.',
        ],
      },
      {
        heading: '2. Datos que recopilamos',
        paragraphs: ['Tratamos los siguientes datos:'],
        items: [
          'usuarios de la agencia: nombre, apellido, correo electrónico, foto de perfil, función, idioma preferido y contraseña, guardada solo como hash criptográfico;',
          'agencia: nombre, datos de contacto y dirección, plan, estado de la suscripción e identificadores del proveedor de pagos; los datos completos de la tarjeta quedan solo en el proveedor de pagos;',
          'clientes, dependientes y viajeros registrados por la agencia: nombre, contactos, fecha de nacimiento, parentesco, documentos (como pasaporte, documento de identidad, CPF y visados) y sus archivos, viajes, itinerarios, vouchers y datos financieros de los viajes;',
          'datos sensibles, cuando la agencia los registra: información de salud relacionada con el viaje, como certificados de vacunación y recordatorios de prueba PCR;',
          'datos técnicos: dirección IP, fecha y hora de acceso, navegador y registros necesarios para la seguridad.',
        ],
      },
      {
        heading: '3. Para qué usamos los datos',
        paragraphs: ['Usamos los datos para:'],
        items: [
          'prestar el servicio: autenticar usuarios y organizar clientes, viajes, itinerarios, vouchers, alertas y checklists;',
          'extraer datos de documentos enviados por la agencia, cuando usa ese recurso;',
          'enviar las alertas programadas por la agencia, avisos de tareas y mensajes de la cuenta, como la recuperación de contraseña;',
          'cobrar la suscripción y gestionar el período de prueba, las renovaciones y los reembolsos;',
          'prevenir fraudes, proteger la seguridad del servicio y cumplir obligaciones legales;',
          'dar soporte y mejorar el producto con datos agregados.',
        ],
      },
      {
        heading: '4. Bases legales',
        paragraphs: [
          'Tratamos datos con base en la ejecución del contrato con la agencia (art. 7, V, de la LGPD), el cumplimiento de una obligación legal o regulatoria (art. 7, II), el ejercicio regular de derechos (art. 7, VI), el interés legítimo para la seguridad y la mejora del servicio (art. 7, IX) y, cuando es necesario, el consentimiento (art. 7, I).',
          'Los datos de salud se tratan solo para la finalidad informada por la agencia, con la base legal adecuada del art. 11 de la LGPD, como el consentimiento específico del titular. Los datos de niños y adolescentes se tratan en su interés superior, conforme al art. 14.',
        ],
      },
      {
        heading: '5. Comunicación de datos',
        paragraphs: [
          'No vendemos datos personales. Compartimos lo mínimo necesario con encargados que tratan datos en nuestro nombre, bajo contrato y con obligaciones de confidencialidad y seguridad, y con autoridades cuando la ley lo exige:',
        ],
        items: [
          'proveedor de pagos, para los cobros con tarjeta;',
          'proveedores de envío de correos electrónicos y mensajes, para alertas y notificaciones;',
          'proveedores de alojamiento, base de datos y almacenamiento de archivos;',
          'servicio de mapas y búsqueda de direcciones, para completar nombres de ciudades y establecimientos;',
          'servicio de inteligencia artificial, cuando la agencia usa la extracción de datos de documentos;',
          'autoridades públicas, ante una obligación legal u orden judicial.',
        ],
      },
      {
        heading: '6. Transferencia internacional',
        paragraphs: [
          'Algunos encargados pueden tratar datos fuera de Brasil. En esos casos, la transferencia sigue el art. 33 de la LGPD, con cláusulas contractuales y garantías de protección compatibles con la ley brasileña.',
        ],
      },
      {
        heading: '7. Cuánto tiempo conservamos los datos',
        paragraphs: [
          'Conservamos los datos mientras la cuenta esté activa. Tras la solicitud de eliminación, la cuenta y los datos se eliminan en un plazo de hasta {{accountDeletionBusinessDays}} días hábiles.',
          'Conservamos por más tiempo solo lo que exige la ley: registros de acceso a la aplicación durante 6 meses (Marco Civil de Internet de Brasil) y documentos fiscales y de cobro durante el plazo legal, en general 5 años. Las copias de seguridad se sobrescriben en ciclos regulares.',
        ],
      },
      {
        heading: '8. Seguridad',
        paragraphs: [
          'Usamos conexiones cifradas (HTTPS), contraseñas guardadas como hash, separación de los datos por agencia y control de acceso por usuario. Si ocurre un incidente de seguridad que pueda causar un riesgo o daño relevante, lo comunicaremos a los afectados y a la Autoridad Nacional de Protección de Datos (ANPD), como determina la ley.',
        ],
      },
      {
        heading: '9. Sus derechos',
        paragraphs: ['Como titular, puede pedir en cualquier momento:'],
        items: [
          'confirmación de que tratamos sus datos y acceso a ellos;',
          'corrección de datos incompletos, inexactos o desactualizados;',
          'anonimización, bloqueo o eliminación de datos innecesarios, excesivos o tratados en desacuerdo con la LGPD;',
          'portabilidad de los datos a otro proveedor;',
          'eliminación de los datos tratados con base en el consentimiento y revocación de ese consentimiento;',
          'información sobre con quién compartimos los datos y sobre la posibilidad de no consentir y sus consecuencias;',
          'revisión de decisiones tomadas únicamente con base en un tratamiento automatizado;',
          'reclamación ante la ANPD.',
        ],
        closing: [
          'Los clientes y viajeros de una agencia deben dirigir sus solicitudes primero a la propia agencia, que es la responsable de esos datos; nosotros la apoyamos en la atención.',
        ],
      },
      {
        heading: '10. Cookies y almacenamiento local',
        paragraphs: [
          'Rumo no usa cookies publicitarias ni rastreadores de terceros. En su navegador guardamos solo el token de sesión y el idioma elegido, necesarios para el funcionamiento de la aplicación; al salir, el token se borra.',
        ],
      },
      {
        heading: '11. Contacto y encargado de protección de datos',
        paragraphs: [
          'Para ejercer sus derechos o resolver dudas sobre privacidad, hable con nuestro encargado de protección de datos desde la página Soporte de la aplicación. Respondemos en un plazo de hasta 15 días.',
        ],
      },
      {
        heading: '12. Cambios en esta política',
        paragraphs: [
          'Podemos actualizar esta política; la fecha de la última actualización aparece al inicio de la página. Los cambios relevantes se comunicarán en la aplicación o por correo electrónico.',
        ],
      },
    ],
  },
};
