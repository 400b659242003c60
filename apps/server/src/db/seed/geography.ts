/**
 * States, counties and cities for the transfer-of-service address form. Only Texas has a
 * retail market (ERCOT); neighbours are listed without markets so they show disabled.
 */
export const demoStates = [
  { code: 'TX', name: 'Texas', markets: ['ERCOT'] },
  { code: 'OK', name: 'Oklahoma', markets: [] },
  { code: 'LA', name: 'Louisiana', markets: [] },
  { code: 'NM', name: 'New Mexico', markets: [] },
  { code: 'AR', name: 'Arkansas', markets: [] },
];

/** Texas counties and their cities (cities in the competitive areas the demo uses first). */
export const texasCounties: Record<string, string[]> = {
  Harris: ['Houston', 'Pasadena', 'Baytown', 'Katy', 'Humble', 'Spring'],
  Dallas: ['Dallas', 'Irving', 'Garland', 'Mesquite', 'Richardson', 'Grand Prairie'],
  Tarrant: ['Fort Worth', 'Arlington', 'Grapevine', 'Keller', 'Bedford'],
  Collin: ['Plano', 'McKinney', 'Frisco', 'Allen'],
  'Fort Bend': ['Sugar Land', 'Missouri City', 'Richmond', 'Rosenberg'],
  Galveston: ['League City', 'Texas City', 'Dickinson', 'Friendswood'],
  Nueces: ['Corpus Christi', 'Robstown', 'Port Aransas'],
  Travis: ['Austin', 'Pflugerville', 'Lakeway'],
  Bexar: ['San Antonio', 'Converse', 'Leon Valley'],
  Lubbock: ['Lubbock', 'Wolfforth', 'Slaton'],
  Webb: ['Laredo'],
  Hidalgo: ['McAllen', 'Edinburg', 'Mission', 'Pharr'],
};
