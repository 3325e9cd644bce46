/** English texts of personalTraining (the SPEC's wording where it gives one). */
export const personalTraining = {};
