-- Issue #12 (10): look-alike user names. Uniqueness compares a skeleton (schemas/user-names.ts):
-- NFKC, lower case, Cyrillic and Greek look-alikes folded onto Latin letters. Rows from before
-- take the same fold in SQL; where two old names share a skeleton, the older keeps it and the
-- other stays null (unique ignores nulls) rather than failing the migration.
alter table users add column user_name_skeleton text;

update users u set user_name_skeleton = s.skeleton
from (
  select id, skeleton, row_number() over (partition by skeleton order by id) as rank
  from (
    select id,
      translate(normalize(user_name_key, NFKC),
        'авеёһніїјкӏморԛсѕтуүхԁԝɡьпгшзчбαβγεηικμνορτυχωϲıℓ01|',
        'abeehhiijklmopqcstyyxdwgbnrw346abyenikuvoptuxwciloll') as skeleton
    from users
  ) named
) s
where s.id = u.id and s.rank = 1;

create unique index users_user_name_skeleton on users (user_name_skeleton);
