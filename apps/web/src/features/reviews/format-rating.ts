const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** An average of stars as people read it: `4.7`, `5.0`. */
export const formatRating = (average: number) => oneDecimal.format(average);
