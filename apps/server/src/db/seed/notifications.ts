/** A notification relative to the seed day; `read` ones carry a read date a day later. */
export interface NotificationSpec {
  daysAgo: number;
  read: boolean;
  subject: string;
  body: string;
}

/** Notifications per demo user (DESIGN §5: `demo` has exactly 3 unread). */
export const demoNotifications: Record<string, NotificationSpec[]> = {
  demo: [
    {
      daysAgo: 1,
      read: false,
      subject: 'Your bill is ready',
      body: 'Your Brightline Energy statement for 2317 Harvard St is ready. Sign in to view it and pay by the due date.',
    },
    {
      daysAgo: 2,
      read: false,
      subject: 'Autopay scheduled',
      body: 'Autopay will charge your Visa ending in 1111 for your 4812 Swiss Ave bill on the due date. No action is needed.',
    },
    {
      daysAgo: 4,
      read: false,
      subject: 'Planned maintenance outage in your area',
      body: 'CenterPoint Energy will perform maintenance near 2317 Harvard St next Tuesday between 9:00 am and 1:00 pm. Power may be interrupted during that time.',
    },
    {
      daysAgo: 33,
      read: true,
      subject: 'Payment received',
      body: 'Thank you! We received your payment. It may take up to two business days to appear on your account.',
    },
    {
      daysAgo: 60,
      read: true,
      subject: 'Summer energy-saving tips',
      body: 'Set your thermostat to 78°F when you are home and raise it when you are away to save up to 10% on cooling.',
    },
  ],
  solo: [
    {
      daysAgo: 3,
      read: false,
      subject: 'Your bill is ready',
      body: 'Your Brightline Energy statement is ready. Sign in to view it.',
    },
  ],
  newbie: [
    {
      daysAgo: 20,
      read: false,
      subject: 'Welcome to Brightline Energy',
      body: 'Your switch is complete and your service is active. A deposit of $150.00 is due; you can pay it online under Payments.',
    },
  ],
  legacy: [
    {
      daysAgo: 90,
      read: true,
      subject: 'Your plan is now month-to-month',
      body: 'Your fixed-rate contract has ended. Choose a new plan at any time to lock in a rate.',
    },
  ],
  cliente: [
    {
      daysAgo: 1,
      read: false,
      subject: 'Tu factura está lista',
      body: 'Tu factura de Voltio Power ya está disponible. Inicia sesión para verla y pagarla antes de la fecha de vencimiento.',
    },
    {
      daysAgo: 6,
      read: false,
      subject: 'Aviso de mantenimiento programado',
      body: 'AEP Texas Central realizará trabajos de mantenimiento en tu zona el próximo jueves entre las 8:00 y las 12:00. Podría haber cortes breves de luz.',
    },
    {
      daysAgo: 35,
      read: true,
      subject: 'Pago recibido',
      body: '¡Gracias! Recibimos tu pago. Puede tardar hasta dos días hábiles en reflejarse en tu cuenta.',
    },
  ],
};
