/** A flight number as the airline means it: "0045" is flight 45 ("0" stays "0"). */
export function unpadded(flight: string): string {
  return flight.replace(/^0+(?=\d)/, '');
}
