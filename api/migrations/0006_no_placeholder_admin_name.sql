-- Administrators created without a name used to be given the placeholder "Site Administrator", which the
-- site then printed as a person's name ("Welcome back, Site!", "admin Site"). Without a first name the site
-- shows the account's email instead, as the specification has it; clear the placeholder where it is still
-- exactly the one that was invented.
UPDATE users
SET first_name = NULL, last_name = NULL
WHERE role = 'admin' AND first_name = 'Site' AND last_name = 'Administrator';
