export const TRAINING_CATEGORIES = ["etiquette", "chef-training", "private", "culinary-skills"] as const;
export type TrainingCategory = (typeof TRAINING_CATEGORIES)[number];

export const TRAINING_CATEGORY_LABELS: Record<TrainingCategory, string> = {
  etiquette: "Etiquette",
  "chef-training": "Chef Training",
  private: "Private Lessons",
  "culinary-skills": "Culinary Skills",
};

export const ENROLLMENT_STATUSES = ["pending", "confirmed", "declined"] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export const PROGRAM_FULL_MESSAGE = "This program is full. Please choose another date or program.";
