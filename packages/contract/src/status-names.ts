import type { Words } from './names.ts';

/** An enrollment's status as the customer reads it, by the status's `code`. */
export const enrollmentStatusNames = {
  active: { en: 'Active service', es: 'Servicio activo' },
  pending: { en: 'Pending switch', es: 'Cambio pendiente' },
  pending_drop: { en: 'Service ending soon', es: 'Baja programada' },
  dropped: { en: 'Service ended', es: 'Servicio finalizado' },
  cancelled: { en: 'Enrollment cancelled', es: 'Inscripción cancelada' },
  rejected: { en: 'Enrollment rejected', es: 'Inscripción rechazada' },
  move_out: { en: 'Moved out', es: 'Mudanza completada' },
} satisfies Record<string, Words>;

export type EnrollmentStatusCode = keyof typeof enrollmentStatusNames;
