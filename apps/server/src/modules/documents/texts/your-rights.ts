import { type DocumentFacts, type DocumentText, documentTitle } from '../document-model.ts';

/** The state regulator customers can complain to (Public Utility Commission of Texas). */
const PUC = { phone: '1-888-782-8477', web: 'www.puc.texas.gov' };

export function yourRights({ plan: p, language, isGas }: DocumentFacts): DocumentText {
  const b = p.brand;
  const es = language === 'es';
  const sections = es
    ? [
        {
          heading: 'Privacidad',
          paragraphs: [
            `${b.formalName} no comparte su información personal sin su consentimiento, salvo con su distribuidora o cuando la ley lo exige.`,
          ],
        },
        {
          heading: 'Facturación y disputas',
          paragraphs: [
            'Su estado de cuenta muestra claramente el consumo, el precio y cada cargo. Si no está de acuerdo con una factura, llámenos: investigaremos y no le desconectaremos por el monto en disputa mientras tanto.',
            `Si no queda satisfecho, puede presentar una queja ante la Comisión de Servicios Públicos de Texas: ${PUC.phone}, ${PUC.web}.`,
          ],
        },
        {
          heading: 'Cambio de proveedor',
          paragraphs: [
            'Nadie puede cambiar su proveedor sin su autorización. Tiene derecho a cancelar una inscripción nueva dentro de 3 días hábiles.',
          ],
        },
        {
          heading: 'Desconexión',
          paragraphs: [
            'Recibirá un aviso por escrito al menos 10 días antes de cualquier desconexión por falta de pago. No se desconecta en días de temperaturas extremas ni a clientes con necesidades médicas críticas registradas.',
          ],
        },
        {
          heading: 'Emergencias y apagones',
          paragraphs: [`Llame a ${p.utility.name}: ${p.utility.phone}.`],
        },
        { heading: 'Contacto', paragraphs: [`${b.phone} · ${b.customerCareEmail}`, b.officeHours] },
      ]
    : [
        {
          heading: 'Privacy',
          paragraphs: [
            `${b.formalName} does not share your personal information without your consent, except with your utility or where the law requires it.`,
          ],
        },
        {
          heading: 'Billing and disputes',
          paragraphs: [
            'Your statement shows your use, your price and every charge. If you disagree with a bill, call us: we will investigate, and will not disconnect you over the disputed amount meanwhile.',
            `If you are not satisfied, you may file a complaint with the Public Utility Commission of Texas: ${PUC.phone}, ${PUC.web}.`,
          ],
        },
        {
          heading: 'Switching providers',
          paragraphs: [
            'No one may switch your provider without your authorisation. You may cancel a new enrollment within 3 business days.',
          ],
        },
        {
          heading: 'Disconnection',
          paragraphs: [
            'You receive written notice at least 10 days before any disconnection for non-payment. There is no disconnection on days of extreme weather, nor for customers with registered critical medical needs.',
          ],
        },
        {
          heading: isGas ? 'Gas leaks and outages' : 'Emergencies and outages',
          paragraphs: [`Call ${p.utility.name}: ${p.utility.phone}.`],
        },
        { heading: 'Contact', paragraphs: [`${b.phone} · ${b.customerCareEmail}`, b.officeHours] },
      ];
  return {
    title: documentTitle('your-rights', { language, isGas }),
    intro: `${b.formalName} · ${p.plan.name}`,
    sections,
  };
}
