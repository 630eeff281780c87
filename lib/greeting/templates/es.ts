import type { LocaleTemplates } from './types';

// Español de España para centralitas: usted, "después de la señal", "pulse".
export const es: LocaleTemplates = {
  examples: {
    company: 'Clínica Dental Norte',
    name: 'Lucía Fernández',
    department: 'Atención al Cliente',
    days: 'de lunes a viernes',
    hours: 'de 9:00 a 18:00',
    returnDate: '5 de enero',
    holiday: 'las fiestas navideñas',
    phone: '912 345 678',
    website: 'clinicadentalnorte.es',
    email: 'info@clinicadentalnorte.es',
    colleague: 'Javier Martín',
    colleaguePhone: '912 876 543',
    emergency: 'a nuestro servicio de urgencias al 912 345 699',
    option1: 'pedir cita',
    option2: 'facturación y seguros',
    option3: 'horarios y cómo llegar',
    option4: 'recetas',
  },
  byUseCase: {
    'business-voicemail': [
      {
        id: 'professional',
        text: 'Gracias por llamar a {company}. En este momento no podemos atender su llamada. Por favor, deje su nombre, su número de teléfono y un breve mensaje después de la señal, y le devolveremos la llamada lo antes posible. También puede escribirnos a {email}. Muchas gracias y que tenga un buen día.',
      },
      {
        id: 'friendly',
        text: '¡Hola! Gracias por llamar a {company}. Ahora mismo todo nuestro equipo está atendiendo otras llamadas. Déjenos su nombre, su teléfono y un mensaje después de la señal, y le llamaremos enseguida. ¡Hasta pronto!',
      },
      {
        id: 'short',
        text: 'Ha llamado a {company}, {department}. Por favor, deje un mensaje después de la señal y le devolveremos la llamada. Gracias.',
      },
    ],
    'personal-voicemail': [
      {
        id: 'professional',
        text: 'Hola, ha llamado al buzón de voz de {name}, de {company}. En este momento no puedo atenderle. Por favor, deje su nombre, su número y un breve mensaje después de la señal, y le devolveré la llamada lo antes posible. Gracias.',
      },
      {
        id: 'friendly',
        text: 'Hola, soy {name}. ¡Siento no poder contestar ahora! Déjame un mensaje después de la señal y te llamo en cuanto pueda.',
      },
    ],
    'out-of-office': [
      {
        id: 'professional',
        text: 'Hola, ha llamado a {name}, de {company}. Estoy fuera de la oficina hasta el {returnDate} y con acceso limitado a mis mensajes. Para asuntos urgentes, por favor llame a {colleague} al {colleaguePhone}. Si lo prefiere, deje un mensaje después de la señal y le llamaré a mi regreso.',
      },
      {
        id: 'friendly',
        text: 'Hola, soy {name}. Estoy fuera de la oficina hasta el {returnDate}. Si es urgente, {colleague} le atenderá encantado en el {colleaguePhone}. Si no, déjeme un mensaje y le llamo en cuanto vuelva. ¡Gracias!',
      },
    ],
    'extended-absence': [
      {
        id: 'professional',
        text: 'Hola, ha llamado al buzón de voz de {name}, de {company}. Me encuentro ausente durante un periodo prolongado y volveré el {returnDate}. Durante mi ausencia no se revisan los mensajes de este buzón. Por favor, póngase en contacto con {colleague} en el {colleaguePhone} o en {email}, que le atenderá con mucho gusto. Gracias por su comprensión.',
      },
      {
        id: 'friendly',
        text: 'Hola, soy {name}. Voy a estar fuera una temporada y vuelvo el {returnDate}. Mientras tanto, {colleague} se encarga de mis asuntos; puede llamarle al {colleaguePhone}. No escucharé los mensajes de este buzón hasta mi vuelta. ¡Gracias!',
      },
    ],
    'out-of-hours': [
      {
        id: 'professional',
        text: 'Gracias por llamar a {company}. En este momento nuestra oficina está cerrada. Nuestro horario de atención es {days}, {hours}. Por favor, deje su nombre, su número y un breve mensaje después de la señal, y le llamaremos el próximo día laborable. En caso de urgencia, llame {emergency}. Encontrará más información en {website}.',
      },
      {
        id: 'friendly',
        text: '¡Gracias por llamar a {company}! Ahora estamos cerrados, pero nos encantará atenderle. Estamos aquí {days}, {hours}. Déjenos un mensaje después de la señal y le llamaremos a primera hora. Para urgencias, llame al {phone}.',
      },
      {
        id: 'short',
        text: 'Ha llamado a {company} fuera de nuestro horario de atención. Estamos disponibles {days}, {hours}. Por favor, vuelva a llamarnos en ese horario o deje un mensaje después de la señal. Gracias.',
      },
    ],
    holiday: [
      {
        id: 'professional',
        text: 'Gracias por llamar a {company}. Nuestras oficinas permanecen cerradas por {holiday} y volveremos a abrir el {returnDate}. Por favor, deje un mensaje después de la señal y le devolveremos la llamada a nuestro regreso. Para asuntos urgentes, llame al {phone}. Le deseamos unas felices fiestas.',
      },
      {
        id: 'friendly',
        text: '¡Hola y gracias por llamar a {company}! Nuestro equipo se toma un pequeño descanso por {holiday}. Volvemos el {returnDate} y devolveremos todas las llamadas. ¡Felices fiestas!',
      },
    ],
    'on-hold': [
      {
        id: 'professional',
        text: 'Gracias por llamar a {company}. En este momento todos nuestros agentes están ocupados. Por favor, no cuelgue; su llamada será atendida por orden de llegada. [pause 2s] ¿Sabía que puede encontrar respuesta a muchas preguntas en nuestra página web, {website}? [pause 2s] Gracias por su paciencia. En breves momentos le atenderá una persona de nuestro equipo. [pause 2s] También puede escribirnos a {email}; le responderemos en un día laborable.',
      },
      {
        id: 'friendly',
        text: '¡Gracias por esperar! Está en línea con {company} y le atenderemos en un momento. [pause 2s] Mientras tanto: nuestro horario es {days}, {hours}. [pause 2s] Muchas respuestas están a un clic en {website}. [pause 2s] Gracias por su paciencia, enseguida estamos con usted.',
      },
    ],
    ivr: [
      {
        id: 'professional',
        text: 'Gracias por llamar a {company}. [pause 1s] Para {option1}, pulse 1. Para {option2}, pulse 2. Para {option3}, pulse 3. Para {option4}, pulse 4. Para hablar con una persona de nuestro equipo, pulse 0. Para volver a escuchar estas opciones, pulse asterisco.',
      },
      {
        id: 'short',
        text: 'Bienvenido a {company}. [pause 1s] Para {option1}, pulse 1. Para {option2}, pulse 2. Para {option3}, pulse 3. Para cualquier otra consulta, pulse 0.',
      },
    ],
  },
};
