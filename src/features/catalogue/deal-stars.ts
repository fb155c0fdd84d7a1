/** A rating as five stars, filled up to it (the deal's average, rounded, and each review's). */
export const stars = (rating: number) => '★★★★★'.slice(0, rating) + '☆☆☆☆☆'.slice(0, 5 - rating)
