/** The fields of a connection the 'Email Both' draft needs. */
export interface ConnectionContact {
  cityName: string;
  stateName: string;
  requestorName: string;
  requestorEmail: string;
  candidateFirstName: string;
  candidateLastName: string;
  candidateEmail: string;
}

// '@' stays readable: mail programs accept it unencoded in a mailto address, and some mishandle %40.
const address = (email: string) => encodeURIComponent(email).replace(/%40/g, "@");

/** A mail draft to the requestor with the candidate in copy (docs/product/planting.md#administration). */
export function emailBothHref(connection: ConnectionContact): string {
  const candidate = `${connection.candidateFirstName} ${connection.candidateLastName}`;
  const place = `${connection.cityName}, ${connection.stateName}`;
  const subject = `Church plant in ${place}: introducing ${candidate}`;
  const body = [
    `Dear ${connection.requestorName} and ${candidate},`,
    "",
    `Thank you both for your heart for a new church in ${place}. We would love for you to meet and talk about the next steps together.`,
    "",
    "In Christ,",
  ].join("\n");
  const query = [
    `cc=${address(connection.candidateEmail)}`,
    `subject=${encodeURIComponent(subject)}`,
    `body=${encodeURIComponent(body)}`,
  ];
  return `mailto:${address(connection.requestorEmail)}?${query.join("&")}`;
}
