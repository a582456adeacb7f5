/** Where the CSV of the financial follow-up is served (an edge route: a plain link downloads it). */
export const SPEND_CSV_PATH = '/api/mina-sidor/ekonomi.csv';
