// What both fixture entries import.
export const shared = (name: string) => `shared by ${name}`;
